-- Notify me's retention (docs/rules/notify.md#retention): the notification's outbox row, so housekeeping can
-- delete a request once its one mail has been delivered (the privacy line promises the address is kept until
-- then), and find unconfirmed requests by age.
ALTER TABLE notify_requests ADD COLUMN outbox_id text;
CREATE INDEX notify_requests_notified_idx ON notify_requests (outbox_id) WHERE notified_at IS NOT NULL;
CREATE INDEX notify_requests_unconfirmed_idx ON notify_requests (created_at) WHERE confirmed_at IS NULL;
