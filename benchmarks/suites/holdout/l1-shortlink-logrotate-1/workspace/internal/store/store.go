package store

// Store wraps the sqlite database holding links and their click history.
type Store struct{ path string }

func Open(path string) (*Store, error) { return &Store{path: path}, nil }
