console.log('skyforge launcher');
