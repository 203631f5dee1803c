package config

import (
	"crypto/tls"
	"fmt"
	"os"
)

// ServerTLS returns a TLS config when ORDERS_TLS_CERT and ORDERS_TLS_KEY are
// set, or nil to serve plaintext (local dev without scripts/dev-tls.sh).
func ServerTLS() (*tls.Config, error) {
	certFile, keyFile := os.Getenv("ORDERS_TLS_CERT"), os.Getenv("ORDERS_TLS_KEY")
	if certFile == "" && keyFile == "" {
		return nil, nil
	}
	cert, err := tls.LoadX509KeyPair(certFile, keyFile)
	if err != nil {
		return nil, fmt.Errorf("load TLS key pair: %w", err)
	}
	return &tls.Config{Certificates: []tls.Certificate{cert}, MinVersion: tls.VersionTLS12}, nil
}
