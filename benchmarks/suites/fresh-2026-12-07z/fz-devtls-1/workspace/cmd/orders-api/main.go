package main

import (
	"log"
	"os"

	"example.com/orders-svc/internal/config"
)

func main() {
	addr := os.Getenv("ORDERS_GRPC_ADDR")
	if addr == "" {
		addr = ":9443"
	}
	tlsCfg, err := config.ServerTLS()
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("orders-api listening on %s (tls=%v)", addr, tlsCfg != nil)
}
