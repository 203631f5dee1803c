CREATE TABLE reports (id INTEGER PRIMARY KEY, dashboard_id INTEGER REFERENCES dashboards(id), cron TEXT, recipients TEXT);
