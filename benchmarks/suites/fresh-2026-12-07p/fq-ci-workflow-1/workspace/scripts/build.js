// bundles src/ into dist/
console.log('build');
