SELECT DATE_FORMAT(created_at,'%Y-%m') AS month, SUM(total_cents)/100 AS revenue
FROM orders WHERE status='paid' GROUP BY 1 ORDER BY 1;
