-- Notes can be archived instead of deleted.
ALTER TABLE notes ADD COLUMN archived INTEGER NOT NULL DEFAULT 0;
CREATE INDEX notes_user_archived ON notes(user_id, archived);
