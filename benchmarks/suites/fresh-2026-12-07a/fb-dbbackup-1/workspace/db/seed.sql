CREATE TABLE customers (id INTEGER PRIMARY KEY, email TEXT NOT NULL, name TEXT NOT NULL, address TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY, ref TEXT UNIQUE NOT NULL, customer_id INTEGER NOT NULL, total_cents INTEGER NOT NULL, status TEXT NOT NULL);
INSERT INTO customers VALUES
 (1, 'jonas.berg@example.org', 'Jonas Berg', 'Storgatan 12, Uppsala'),
 (2, 'amelie.durand@example.org', 'Amelie Durand', '8 rue des Lilas, Lyon'),
 (3, 'kwame.mensah@example.org', 'Kwame Mensah', '21 Ring Road, Accra');
INSERT INTO orders VALUES
 (1, 'ORD-20391', 1, 3490, 'shipped'),
 (2, 'ORD-20402', 2, 12900, 'paid'),
 (3, 'ORD-20417', 3, 5600, 'paid'),
 (4, 'ORD-20418', 1, 990, 'refunded');
