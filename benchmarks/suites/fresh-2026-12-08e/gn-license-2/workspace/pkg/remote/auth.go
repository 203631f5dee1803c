package remote

import "golang.org/x/crypto/hkdf"

var _ = hkdf.New
