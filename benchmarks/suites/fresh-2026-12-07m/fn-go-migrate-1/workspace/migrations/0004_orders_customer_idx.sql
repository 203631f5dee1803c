-- speeds up GET /customers/{id}/orders (see internal/store/store.go)
CREATE INDEX idx_orders_customer_id ON orders(customer_id, created_at);
