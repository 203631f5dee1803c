module.exports = {
	port: Number(process.env.PORT || 3000),
	apiToken: process.env.ORDERS_API_TOKEN || '',
};
