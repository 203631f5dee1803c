<?php
$CONFIG = array (
  'instanceid' => 'oc8k2m1x9q3z',
  'trusted_domains' => array (0 => 'cloud.home.example.com'),
  'datadirectory' => '/var/www/html/data',
  'dbtype' => 'pgsql',
  'version' => '29.0.9.2',
  'overwriteprotocol' => 'https',
);
