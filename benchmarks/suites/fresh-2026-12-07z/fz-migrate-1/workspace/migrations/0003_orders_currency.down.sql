ALTER TABLE orders DROP COLUMN currency;
