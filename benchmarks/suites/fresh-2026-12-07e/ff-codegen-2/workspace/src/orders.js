exports.create = (req, res) => res.status(201).json({ ok: true });
exports.refund = (req, res) => res.json({ ok: true });
