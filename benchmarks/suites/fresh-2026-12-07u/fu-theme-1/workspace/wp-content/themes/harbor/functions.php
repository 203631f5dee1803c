<?php
add_action( 'wp_enqueue_scripts', function () {
    $manifest = json_decode( file_get_contents( __DIR__ . '/dist/manifest.json' ), true );
    wp_enqueue_style( 'harbor', get_theme_file_uri( 'dist/' . $manifest['theme.css'] ), [], null );
    wp_enqueue_script( 'harbor', get_theme_file_uri( 'dist/' . $manifest['theme.js'] ), [], null, true );
} );
