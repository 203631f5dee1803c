module example.com/orders-svc

go 1.22

require (
	example.com/ratelimit v0.4.1
	example.com/retry v1.2.0
)
