-- Notify me (routes/notify.ts, notify.ts): one mail when a sold-out or pre-order robot can be bought in a
-- region, or when a page that has not started yet goes live (docs/rules/notify.md).
CREATE TABLE notify_requests (
  id           text PRIMARY KEY,
  email        text NOT NULL,
  region       text NOT NULL,
  -- What is awaited: 'product:<productKey>' or 'page:<path>'; exactly one of product_key and path is set.
  subject      text NOT NULL,
  product_key  text,
  path         text,
  api_set      text NOT NULL,
  lang         text NOT NULL,                  -- the region's service locale: every mail of the request is in it
  created_at   timestamptz NOT NULL,
  confirmed_at timestamptz,                    -- NULL: waiting for the address to confirm (double opt-in regions)
  notified_at  timestamptz,                    -- set with the notification's outbox row, in one transaction
  UNIQUE (email, region, subject)
);
-- What the sweep reads: confirmed requests still waiting, by what they wait for.
CREATE INDEX notify_requests_waiting_idx ON notify_requests (region, subject)
  WHERE confirmed_at IS NOT NULL AND notified_at IS NULL;
