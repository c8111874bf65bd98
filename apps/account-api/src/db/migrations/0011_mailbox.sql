-- One mailbox is one mailbox (docs/rules/newsletter.md#one-mailbox): subscriptions and notify-me requests are
-- unique per canonical address (`mailbox`, written by the service with src/mailbox.ts), so `+tag` variants of one
-- address are one subscriber. `email` stays the address as typed, the one mailed.
-- The backfill below is src/mailbox.ts in SQL (db/storage.test.ts checks they agree): lower case, a `+tag` removed
-- when something is left before it, and at gmail.com and googlemail.com the local part's dots removed and the
-- domain named gmail.com.
CREATE FUNCTION pg_temp.mailbox_of(address text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  WITH parts AS (
    SELECT substring(lower(btrim(address)) FROM '^(.*)@[^@]*$') AS local,
           substring(lower(btrim(address)) FROM '@([^@]*)$') AS domain
  ), untagged AS (
    SELECT CASE WHEN position('+' IN local) > 1 THEN split_part(local, '+', 1) ELSE local END AS local, domain
    FROM parts
  )
  SELECT CASE
    WHEN local IS NULL THEN lower(btrim(address))
    WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
    ELSE local || '@' || domain
  END
  FROM untagged
$$;

ALTER TABLE subscriptions ADD COLUMN mailbox text;
UPDATE subscriptions SET mailbox = pg_temp.mailbox_of(email);
-- Variants subscribed before in one region: the confirmed one stays, else the first.
DELETE FROM subscriptions WHERE id IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY mailbox, region ORDER BY confirmed_at IS NULL, created_at, id) AS n
    FROM subscriptions
  ) ranked WHERE n > 1
);
ALTER TABLE subscriptions ALTER COLUMN mailbox SET NOT NULL;
ALTER TABLE subscriptions DROP CONSTRAINT IF EXISTS subscriptions_email_region_key;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_mailbox_region_key UNIQUE (mailbox, region);

ALTER TABLE notify_requests ADD COLUMN mailbox text;
UPDATE notify_requests SET mailbox = pg_temp.mailbox_of(email);
-- Variants waiting for the same thing: the notified one stays (its mail is on its way), else a confirmed one,
-- else the first.
DELETE FROM notify_requests WHERE id IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (
      PARTITION BY mailbox, region, subject
      ORDER BY notified_at IS NULL, confirmed_at IS NULL, created_at, id
    ) AS n
    FROM notify_requests
  ) ranked WHERE n > 1
);
ALTER TABLE notify_requests ALTER COLUMN mailbox SET NOT NULL;
ALTER TABLE notify_requests DROP CONSTRAINT IF EXISTS notify_requests_email_region_subject_key;
ALTER TABLE notify_requests ADD CONSTRAINT notify_requests_mailbox_region_subject_key UNIQUE (mailbox, region, subject);

DROP FUNCTION pg_temp.mailbox_of(text);
