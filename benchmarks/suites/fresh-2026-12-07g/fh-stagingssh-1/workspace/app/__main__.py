print('acme-api dev server (stub)')
