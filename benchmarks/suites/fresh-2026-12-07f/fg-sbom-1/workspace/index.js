require('acme-http');
