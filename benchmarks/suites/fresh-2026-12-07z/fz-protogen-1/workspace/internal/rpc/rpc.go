// Package rpc is the thin in-house RPC layer the generated stubs target.
package rpc

import (
	"context"
	"strings"
)

type UnaryServerInfo struct {
	Server     any
	FullMethod string
}

type UnaryHandler func(ctx context.Context, req any) (any, error)

type UnaryServerInterceptor func(ctx context.Context, req any, info *UnaryServerInfo, handler UnaryHandler) (any, error)

type MethodDesc struct {
	MethodName string
	Handler    func(srv any, ctx context.Context, dec func(any) error, interceptor UnaryServerInterceptor) (any, error)
}

type ServiceDesc struct {
	ServiceName string
	HandlerType any
	Methods     []MethodDesc
}

type ClientConn interface {
	Invoke(ctx context.Context, method string, args, reply any) error
}

type ServiceRegistrar interface {
	RegisterService(desc *ServiceDesc, impl any)
}

type Metadata map[string][]string

func (m Metadata) Get(k string) string {
	if v := m[strings.ToLower(k)]; len(v) > 0 {
		return v[0]
	}
	return ""
}

type mdKey struct{}

func WithMetadata(ctx context.Context, md Metadata) context.Context {
	return context.WithValue(ctx, mdKey{}, md)
}

func MetadataFromContext(ctx context.Context) Metadata {
	md, _ := ctx.Value(mdKey{}).(Metadata)
	return md
}
