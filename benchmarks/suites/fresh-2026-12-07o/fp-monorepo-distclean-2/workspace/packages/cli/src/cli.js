#!/usr/bin/env node
console.log('acme cli 0.4.0');
