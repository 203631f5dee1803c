alias serve='hugo server -D'
