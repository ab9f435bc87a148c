-- A view-as session: the session of the viewed user, opened by this admin or manager; view-only.
ALTER TABLE sessions ADD COLUMN IF NOT EXISTS view_as_by integer REFERENCES users(id) ON DELETE CASCADE;
