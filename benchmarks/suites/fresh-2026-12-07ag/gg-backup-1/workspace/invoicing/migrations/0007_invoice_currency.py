# adds invoices.currency (NOT NULL, backfilled with 'EUR')
