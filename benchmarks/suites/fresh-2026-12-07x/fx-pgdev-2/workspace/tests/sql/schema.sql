create table ledger_entries (
    entry_id bigserial primary key,
    account_id text not null,
    amount_cents bigint not null,
    booked_at timestamptz not null default now()
);
