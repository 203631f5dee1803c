create table raw_orders (id integer, user_id integer, order_date text, status text, amount integer);
insert into raw_orders values
 (1, 11, '2026-12-01', 'completed', 1200),
 (2, 12, '2026-12-01', 'shipped',   4500),
 (3, null, '2026-12-02', 'placed',  800),
 (4, 14, '2026-12-02', 'completed', 2300),
 (4, 14, '2026-12-02', 'completed', 2300),
 (5, 15, '2026-12-03', 'refunded',  990),
 (6, null, '2026-12-03', 'placed',  1500),
 (7, 17, '2026-12-04', 'completed', 3100);
create view stg_orders as
select id as order_id, user_id as customer_id, order_date, status, amount as amount_cents from raw_orders;
