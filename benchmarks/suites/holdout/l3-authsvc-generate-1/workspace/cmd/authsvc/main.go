package main

import "log"

func main() { log.Println("authsvc") }
