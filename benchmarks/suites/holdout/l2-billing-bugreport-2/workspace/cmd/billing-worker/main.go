package main

import "log"

func main() {
	log.Println("billing-worker: uploading invoices to s3://acme-billing-invoices")
}
