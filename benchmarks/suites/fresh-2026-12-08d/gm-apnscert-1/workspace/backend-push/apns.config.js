module.exports = { topic: 'com.acme.shop', production: true, cert: process.env.APNS_CERT_PATH, key: process.env.APNS_KEY_PATH };
