module github.com/example/mono/services/api

go 1.22
