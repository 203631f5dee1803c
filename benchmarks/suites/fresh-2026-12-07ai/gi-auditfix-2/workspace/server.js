const express = require('express')
const helmet = require('helmet')
const _ = require('lodash')

const app = express()
app.use(helmet())
app.get('/healthz', (req, res) => res.json(_.pick({ ok: true, v: 1 }, ['ok'])))
app.listen(process.env.PORT || 3000)
