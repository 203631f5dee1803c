<?php return array( 'expires' => 1732870400, 'value' => '...' );
