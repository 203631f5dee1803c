package server

import (
	"context"
	"errors"

	"example.com/orders-svc/internal/auth"
	ordersv1 "example.com/orders-svc/gen/orders/v1"
)

type Store interface {
	GetOrder(ctx context.Context, id string) (*ordersv1.Order, error)
}

type OrderServer struct {
	ordersv1.UnimplementedOrderServiceServer
	Store Store
}

func (s *OrderServer) GetOrder(ctx context.Context, req *ordersv1.GetOrderRequest) (*ordersv1.GetOrderResponse, error) {
	claims, ok := auth.ClaimsFromContext(ctx)
	if !ok {
		return nil, auth.ErrUnauthenticated
	}
	o, err := s.Store.GetOrder(ctx, req.Id)
	if err != nil {
		return nil, err
	}
	if o.CustomerId != claims.CustomerID {
		return nil, errors.New("not found")
	}
	return &ordersv1.GetOrderResponse{Order: o}, nil
}
