module github.com/example/kvstore

go 1.21
