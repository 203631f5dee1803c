-- (rebuilt orders with a CHECK on status; see git history)
SELECT 1;
