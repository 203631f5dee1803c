select
    id          as order_id,
    user_id     as customer_id,
    order_date,
    status,
    amount      as amount_cents
from raw_orders
