module github.com/gostash/gostash

go 1.22
