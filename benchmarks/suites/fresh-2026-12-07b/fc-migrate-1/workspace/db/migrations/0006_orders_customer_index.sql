CREATE INDEX orders_customer_id ON orders(customer_id);
