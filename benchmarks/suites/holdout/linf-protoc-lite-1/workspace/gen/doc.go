// Package shoppb holds the generated message types.
package shoppb
