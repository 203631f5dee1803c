module github.com/gostash/gostash

go 1.22

require (
	github.com/klauspost/compress v1.17.9
	golang.org/x/crypto v0.28.0
	golang.org/x/sync v0.8.0
)

require golang.org/x/sys v0.26.0 // indirect
