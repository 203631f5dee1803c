console.log('seed: nothing to do (dev data is kept in .data/dev-db.json)');
