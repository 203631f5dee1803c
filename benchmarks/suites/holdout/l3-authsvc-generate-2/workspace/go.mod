module github.com/example/authsvc

go 1.22
