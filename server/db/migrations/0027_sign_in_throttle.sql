-- The sign-in throttle decided in one conditional UPSERT per key (server/auth/throttle.ts): a try
-- is counted before the password is checked, so concurrent tries never get more than the allowed
-- number evaluated. A key is the account and address, the address, the account from anywhere, or
-- a known device (docs/decisions/security.md, "Sign-in throttle").
CREATE TABLE IF NOT EXISTS sign_in_throttle (
  key text PRIMARY KEY,
  tries integer NOT NULL,
  last_at timestamptz NOT NULL,
  next_at timestamptz NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS sign_in_throttle_next_idx ON sign_in_throttle (next_at);
--> statement-breakpoint
-- A browser that has signed in to an account: the cookie's token, hashed. Its tries count on their
-- own, so nobody else's failures keep the account's owner out.
CREATE TABLE IF NOT EXISTS known_devices (
  id text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS known_devices_user_idx ON known_devices (user_id);
--> statement-breakpoint
-- A view-as session ends with its viewer's sessions: found by the viewer.
CREATE INDEX IF NOT EXISTS sessions_view_as_by_idx ON sessions (view_as_by) WHERE view_as_by IS NOT NULL;
--> statement-breakpoint
DROP TABLE IF EXISTS login_failures;
