ALTER TABLE invoices ADD COLUMN due_date TEXT;
CREATE INDEX invoices_due_date ON invoices(due_date);
