package api

import "example.com/ratelimit"

var globalLimiter = ratelimit.New(200, 50)

func allowRequest() bool { return globalLimiter.Allow() }
