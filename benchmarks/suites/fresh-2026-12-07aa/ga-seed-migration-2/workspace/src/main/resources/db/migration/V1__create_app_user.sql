CREATE TABLE app_user (
    id             BIGSERIAL PRIMARY KEY,
    username       VARCHAR(64)  NOT NULL UNIQUE,
    email          VARCHAR(320) NOT NULL,
    password_hash  VARCHAR(100) NOT NULL,
    role           VARCHAR(32)  NOT NULL,
    enabled        BOOLEAN      NOT NULL DEFAULT TRUE
);
