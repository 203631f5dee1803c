-- Orders must never disappear when a customer is removed (legal hold, see DATA-412).
ALTER TABLE orders
    ADD CONSTRAINT fk_orders_customer
    FOREIGN KEY (customer_id) REFERENCES customer (id)
    ON DELETE RESTRICT;
