export PATH="$HOME/.cargo/bin:$PATH"
