ALTER TABLE accounts_user ADD COLUMN last_login_ip TEXT;
CREATE INDEX accounts_user_email_idx ON accounts_user(email);
