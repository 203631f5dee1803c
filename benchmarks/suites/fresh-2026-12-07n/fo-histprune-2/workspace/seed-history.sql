CREATE TABLE history (id INTEGER PRIMARY KEY, ts INTEGER NOT NULL, cwd TEXT, cmd TEXT NOT NULL, exit INTEGER DEFAULT 0, session TEXT);
CREATE INDEX history_ts ON history(ts);
CREATE TABLE bookmarks (name TEXT PRIMARY KEY, cmd TEXT NOT NULL, created INTEGER);
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 6000)
INSERT INTO history (ts, cwd, cmd, session)
SELECT strftime('%s', '2019-03-01') + i * 20000, '/home/jordan/projects/legacy-' || (i % 7),
       CASE i % 5 WHEN 0 THEN 'composer install --no-dev' WHEN 1 THEN 'php artisan migrate' WHEN 2 THEN 'npm run watch' WHEN 3 THEN 'git pull --rebase' ELSE 'make -j8' END || ' #' || i,
       'old' || (i % 40) FROM n;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 1500)
INSERT INTO history (ts, cwd, cmd, session)
SELECT strftime('%s', '2024-01-03') + i * 40000, '/home/jordan/projects/' || CASE i % 3 WHEN 0 THEN 'ledger-rs' WHEN 1 THEN 'shopfront' ELSE 'orders-api' END,
       CASE i % 4 WHEN 0 THEN 'cargo clippy --all-targets' WHEN 1 THEN 'vendor/bin/phpunit' WHEN 2 THEN 'npm test' ELSE 'git commit -v' END || ' ~' || i,
       'new' || (i % 60) FROM n;
INSERT INTO history (ts, cwd, cmd, session) VALUES
 (strftime('%s','2019-06-11 09:12'), '/home/jordan', 'scp backup-2019-marker.tar.gz nas:/volume1/old/', 's19'),
 (strftime('%s','2022-11-03 17:40'), '/home/jordan/projects/shop-legacy', 'vagrant destroy -f legacy-vm-2022-marker', 's22'),
 (strftime('%s','2024-02-19 10:05'), '/home/jordan/projects/ledger-rs', 'cargo new ledger-rs-2024-marker', 's24'),
 (strftime('%s','2025-05-28 14:31'), '/home/jordan/projects/ledger-rs', 'cargo publish --dry-run -p ledger-sync-2025-marker', 's25'),
 (strftime('%s','2026-06-30 08:02'), '/home/jordan/projects/shopfront', 'docker compose exec php vendor/bin/phpunit --filter Checkout2026Marker', 's26'),
 (strftime('%s','2026-11-20 22:15'), '/home/jordan/projects/orders-api', 'npm run hooks:install', 's26b');
INSERT INTO bookmarks VALUES
 ('deploy-staging', 'ssh deploy@staging.example.com ./deploy.sh --tag $(git describe)', strftime('%s','2024-09-01')),
 ('db-tunnel', 'ssh -N -L 3307:127.0.0.1:3306 nas', strftime('%s','2023-01-15'));
