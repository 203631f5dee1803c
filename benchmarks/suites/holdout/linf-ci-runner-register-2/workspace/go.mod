module github.com/example/payments

go 1.22
