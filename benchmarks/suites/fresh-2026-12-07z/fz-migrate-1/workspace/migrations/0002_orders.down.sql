DROP INDEX orders_customer_created_idx;
DROP TABLE orders;
