select
    order_date,
    sum(amount) as revenue,
    count(*) as orders
from {{ ref('stg_orders') }}
where status = 'completed'
group by order_date
