package main

import "log"

func main() {
	log.Println("ledger-svc starting")
}
