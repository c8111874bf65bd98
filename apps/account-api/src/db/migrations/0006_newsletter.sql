-- Newsletter double opt-in and one-click unsubscribe (routes/newsletter.ts).
ALTER TABLE subscriptions ADD COLUMN confirmed_at timestamptz;  -- NULL: waiting for the address to confirm
UPDATE subscriptions SET confirmed_at = created_at;              -- subscriptions from before stay as they were

-- The one-click unsubscribe URL of a newsletter mail (List-Unsubscribe, RFC 8058); NULL for other mails.
ALTER TABLE outbox ADD COLUMN list_unsubscribe text;
