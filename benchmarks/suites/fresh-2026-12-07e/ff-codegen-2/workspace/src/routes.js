const express = require('express');
const { validateCreateOrder, validateRefundOrder } = require('./generated/validators');
const orders = require('./orders');

const router = express.Router();
router.post('/orders', validateCreateOrder, orders.create);
router.post('/orders/:id/refund', validateRefundOrder, orders.refund);
module.exports = router;
