module example.com/orders-svc

go 1.22
