const express = require('express');
const app = express();
app.use('/static', express.static('public/dist'));
app.get('/', (req, res) => res.send('orders admin'));
app.listen(process.env.PORT || 3000);
