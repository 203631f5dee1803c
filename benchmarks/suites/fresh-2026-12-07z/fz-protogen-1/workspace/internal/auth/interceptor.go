package auth

import (
	"context"
	"errors"
	"strings"

	"example.com/orders-svc/internal/rpc"
)

// ErrUnauthenticated is returned when a call has no valid bearer token.
var ErrUnauthenticated = errors.New("unauthenticated")

// publicMethods can be called without a bearer token. Keep this list short and
// reviewed: everything else requires a verified token.
var publicMethods = map[string]bool{
	"/grpc.health.v1.Health/Check": true,
	"/grpc.health.v1.Health/Watch": true,
}

// Claims is the subset of token claims handlers rely on.
type Claims struct {
	Subject    string
	CustomerID string
	Scopes     []string
}

// TokenVerifier checks a bearer token and returns its claims.
type TokenVerifier interface {
	Verify(ctx context.Context, token string) (*Claims, error)
}

type claimsKey struct{}

// ClaimsFromContext returns the claims stored by UnaryInterceptor.
func ClaimsFromContext(ctx context.Context) (*Claims, bool) {
	c, ok := ctx.Value(claimsKey{}).(*Claims)
	return c, ok
}

// UnaryInterceptor rejects calls to non-public methods without a valid token.
func UnaryInterceptor(v TokenVerifier) rpc.UnaryServerInterceptor {
	return func(ctx context.Context, req any, info *rpc.UnaryServerInfo, handler rpc.UnaryHandler) (any, error) {
		if publicMethods[info.FullMethod] {
			return handler(ctx, req)
		}
		authz := rpc.MetadataFromContext(ctx).Get("authorization")
		if !strings.HasPrefix(authz, "Bearer ") {
			return nil, ErrUnauthenticated
		}
		claims, err := v.Verify(ctx, strings.TrimPrefix(authz, "Bearer "))
		if err != nil {
			return nil, ErrUnauthenticated
		}
		return handler(context.WithValue(ctx, claimsKey{}, claims), req)
	}
}
