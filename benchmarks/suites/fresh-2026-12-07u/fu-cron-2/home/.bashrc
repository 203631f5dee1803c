# ~/.bashrc
export PATH="$HOME/.config/composer/vendor/bin:$PATH"
alias art='php artisan'
