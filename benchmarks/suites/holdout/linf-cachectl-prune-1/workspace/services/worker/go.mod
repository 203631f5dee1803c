module github.com/example/mono/services/worker

go 1.22
