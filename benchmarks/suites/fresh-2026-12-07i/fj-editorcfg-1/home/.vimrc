set number
set mouse=a
