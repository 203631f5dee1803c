<?php
define( 'DB_NAME', 'acme_wp' );
define( 'DB_USER', 'acme' );
define( 'DB_PASSWORD', 'local-dev-only' );
define( 'DB_HOST', '127.0.0.1' );
define( 'WP_CACHE', true );
$table_prefix = 'wp_';
if ( ! defined( 'ABSPATH' ) ) {
    define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
