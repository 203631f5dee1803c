module github.com/example/billing-worker

go 1.22

require github.com/aws/aws-sdk-go-v2 v1.26.0
