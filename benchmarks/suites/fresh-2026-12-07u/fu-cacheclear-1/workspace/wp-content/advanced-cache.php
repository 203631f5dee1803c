<?php
// page cache drop-in (served from wp-content/cache/page)
$f = WP_CONTENT_DIR . '/cache/page/' . md5( $_SERVER['REQUEST_URI'] ) . '.html';
if ( is_readable( $f ) ) { readfile( $f ); exit; }
