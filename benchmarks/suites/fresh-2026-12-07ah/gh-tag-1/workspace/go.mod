module example.com/acme/inventory-svc

go 1.22
