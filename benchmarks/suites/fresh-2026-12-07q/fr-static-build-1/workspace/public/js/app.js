/* entry */
document.addEventListener('DOMContentLoaded', () => {
    console.log('orders admin ready');
});
