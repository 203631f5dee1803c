export PATH="$HOME/.composer/vendor/bin:$PATH"
