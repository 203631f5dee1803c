console.log('web dev server placeholder');
