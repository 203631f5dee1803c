<?php
define( 'DB_NAME', 'harbor_wp' );
define( 'DB_USER', 'harbor' );
define( 'DB_PASSWORD', 'local-dev-only' );
define( 'DB_HOST', '127.0.0.1' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', true );
if ( ! defined( 'ABSPATH' ) ) { define( 'ABSPATH', __DIR__ . '/' ); }
require_once ABSPATH . 'wp-settings.php';
