export PATH="$HOME/go/bin:$PATH"
