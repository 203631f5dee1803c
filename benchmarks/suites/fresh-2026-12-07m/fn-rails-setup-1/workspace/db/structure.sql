CREATE TABLE IF NOT EXISTS "schema_migrations" ("version" varchar NOT NULL PRIMARY KEY);
CREATE TABLE IF NOT EXISTS "ar_internal_metadata" ("key" varchar NOT NULL PRIMARY KEY, "value" varchar, "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL);
CREATE TABLE IF NOT EXISTS "clinics" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar NOT NULL, "timezone" varchar DEFAULT 'UTC' NOT NULL, "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL);
CREATE TABLE IF NOT EXISTS "appointments" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "clinic_id" integer NOT NULL, "starts_at" datetime(6) NOT NULL, "duration_minutes" integer DEFAULT 30 NOT NULL, "status" varchar DEFAULT 'booked' NOT NULL, "created_at" datetime(6) NOT NULL, "updated_at" datetime(6) NOT NULL, CONSTRAINT "fk_rails_clinic" FOREIGN KEY ("clinic_id") REFERENCES "clinics" ("id"));
CREATE INDEX "index_appointments_on_clinic_id_and_starts_at" ON "appointments" ("clinic_id", "starts_at");
INSERT INTO "schema_migrations" (version) VALUES ('20251104101500'), ('20251012083000'), ('20250930140000');
