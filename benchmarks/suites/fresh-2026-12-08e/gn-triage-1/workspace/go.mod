module github.com/kvlite/kvlite

go 1.23
