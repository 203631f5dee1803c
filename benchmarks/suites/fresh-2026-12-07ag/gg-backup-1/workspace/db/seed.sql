CREATE TABLE accounts(id INTEGER PRIMARY KEY, email TEXT NOT NULL UNIQUE, name TEXT, api_token TEXT);
INSERT INTO accounts VALUES(1,'olga.nilsen@example.com','Olga Nilsen','tok_live_4f9a1c2e7b');
INSERT INTO accounts VALUES(2,'p.murphy@example.com','Pat Murphy','tok_live_88d0e1aa93');
CREATE TABLE invoices(id INTEGER PRIMARY KEY, account_id INTEGER REFERENCES accounts(id), amount_cents INTEGER, status TEXT);
INSERT INTO invoices VALUES(1,1,12900,'paid');
INSERT INTO invoices VALUES(2,2,4900,'open');
