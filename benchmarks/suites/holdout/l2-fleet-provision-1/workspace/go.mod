module github.com/example/fleet-agent

go 1.22
