php artisan migrate
mysql -uacme -plocal-db-pass acme_portal
