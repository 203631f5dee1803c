-- (rebuilt customers with UNIQUE(email); see git history)
SELECT 1;
