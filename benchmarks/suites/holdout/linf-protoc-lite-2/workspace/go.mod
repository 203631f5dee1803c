module github.com/example/shopapi

go 1.22
