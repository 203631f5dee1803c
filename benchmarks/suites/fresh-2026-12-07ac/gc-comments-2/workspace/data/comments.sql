CREATE TABLE statuses (name TEXT PRIMARY KEY, label TEXT);
INSERT INTO statuses VALUES ('approved','Approved'),('pending','Awaiting moderation'),('spam','Spam');
CREATE TABLE comments (
  id INTEGER PRIMARY KEY, post_slug TEXT, author TEXT, email TEXT, ip TEXT, user_agent TEXT,
  created TEXT, body TEXT, parent_id INTEGER, status TEXT);
INSERT INTO comments VALUES
 (1,'hello-world','Jonas W.','jonas.wendt@mailbox.test','198.51.100.23','Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0','2026-09-01T10:12:00Z','Great write-up, the bit about cache headers saved me a day.',NULL,'approved'),
 (2,'hello-world','Aiko','aiko.t@post.test','203.0.113.57','Mozilla/5.0 (iPhone; CPU iPhone OS 18_1) Safari/604.1','2026-09-02T08:40:00Z','Does this work with a CDN in front?',NULL,'approved'),
 (3,'hello-world','Maintainer','me@quietbytes.test','192.0.2.10','curl/8.5','2026-09-02T09:05:00Z','@Aiko yes, set the s-maxage header.',2,'approved'),
 (4,'hello-world','R. Osei','rosei.personal@inbox.test','198.51.100.201','Mozilla/5.0 (Windows NT 10.0) Edge/131','2026-09-03T22:14:00Z','I think you are wrong about ETags, and here is my home address for the argument: 14 Birch Lane.',NULL,'pending'),
 (5,'hello-world','cheap-watches','spam@bulk.test','203.0.113.250','python-requests/2.32','2026-09-04T01:00:00Z','buy now',NULL,'spam'),
 (6,'static-forms','Lena','lena.k@mailbox.test','198.51.100.77','Mozilla/5.0 (Macintosh) Safari/605.1','2026-10-11T17:30:00Z','Nice, I switched my contact form to this approach.',NULL,'approved');
