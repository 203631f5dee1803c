package cache

import "os"

// Store keeps blobs on disk under their SHA-256.
type Store struct{ dir string }

func Open(dir string) (*Store, error) {
	return &Store{dir: dir}, os.MkdirAll(dir, 0o755)
}
