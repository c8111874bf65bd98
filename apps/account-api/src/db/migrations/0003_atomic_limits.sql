-- Attempt throttling that holds under concurrency (src/lockout.ts). An attempt is counted, and the
-- lock or delay checked, in one upsert before the secret is verified, so parallel guesses cannot all
-- pass a "not locked yet" check. Two kinds of row share the table:
--   c:<email>|<client ip>  per account and client: attempts in the window, and the lock (locked_until);
--   a:<email>              per account, every client: failures in the window, and the progressive
--                          delay before the next attempt any client may make (next_at; gate names the
--                          request that took the last slot).
DROP TABLE auth_failures;
CREATE TABLE auth_throttle (
  key               text PRIMARY KEY,
  attempts          integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until      timestamptz,
  next_at           timestamptz,
  gate              text
);

-- Wrong guesses at one code: it dies after a few (src/secrets.ts, CODE_MAX_ATTEMPTS).
ALTER TABLE verification_codes ADD COLUMN attempts integer NOT NULL DEFAULT 0;
