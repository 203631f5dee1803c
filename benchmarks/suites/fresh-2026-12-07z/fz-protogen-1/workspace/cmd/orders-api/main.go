package main

import (
	"log"
	"os"
)

func main() {
	addr := os.Getenv("ORDERS_GRPC_ADDR")
	if addr == "" {
		addr = ":9090"
	}
	log.Printf("orders-api listening on %s", addr)
	// wiring lives in internal/server; see README
}
