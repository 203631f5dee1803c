INSERT INTO users (username, role) VALUES ('maria', 'admin'), ('tomas', 'editor'), ('guest', 'viewer');
