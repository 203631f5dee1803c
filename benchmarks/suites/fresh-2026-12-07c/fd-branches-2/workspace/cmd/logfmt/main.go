// Command logfmt pretty-prints logfmt lines read from stdin.
package main

import (
	"bufio"
	"fmt"
	"os"
	"strings"
)

func main() {
	sc := bufio.NewScanner(os.Stdin)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		for _, f := range fields {
			k, v, _ := strings.Cut(f, "=")
			fmt.Printf("%-12s %s\n", k, v)
		}
		fmt.Println()
	}
}
