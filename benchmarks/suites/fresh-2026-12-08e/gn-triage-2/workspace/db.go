package kvlite

// DB is an open database.
type DB struct{ path string }
