<?php return array( 'blogname' => 'Acme Bakery', 'cached' => 1732784000 );
