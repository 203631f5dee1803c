CREATE TABLE events (id INTEGER PRIMARY KEY, user_id TEXT, kind TEXT, day TEXT);
INSERT INTO events (user_id, kind, day) VALUES
 ('u1','login','2026-11-30'),('u2','login','2026-11-30'),('u1','export','2026-12-01'),
 ('u3','login','2026-12-01'),('u4','login','2026-12-02'),('u2','export','2026-12-03'),
 ('u5','login','2026-12-04'),('u1','login','2026-12-05'),('u6','signup','2026-12-05'),
 ('u6','login','2026-12-06');
