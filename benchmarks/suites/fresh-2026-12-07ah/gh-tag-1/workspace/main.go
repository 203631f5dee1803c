package main

import "fmt"

func main() { fmt.Println("inventory-svc") }
