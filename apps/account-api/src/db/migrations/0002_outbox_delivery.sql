-- SMTP delivery of the outbox (src/mail-delivery.ts). A row is
--   queued  while sent_at and failed_at are NULL; due once next_attempt_at (NULL: at once) has passed,
--   sent    once sent_at is set,
--   failed  once failed_at is set: attempts ran out, last_error says why.
-- A worker claims a due row by counting the attempt and moving next_attempt_at past the send
-- (a lease), so another replica skips it and a crashed send is retried when the lease ends.
ALTER TABLE outbox
  ADD COLUMN lang            text,                       -- the e-mail's language (Content-Language), when known
  ADD COLUMN attempts        integer NOT NULL DEFAULT 0, -- sends tried so far
  ADD COLUMN next_attempt_at timestamptz,
  ADD COLUMN sent_at         timestamptz,
  ADD COLUMN failed_at       timestamptz,
  ADD COLUMN last_error      text;

-- Rows written before delivery existed were only ever read on the dev outbox page; their codes and
-- links have long expired, so they are not sent now.
UPDATE outbox SET failed_at = created_at, last_error = 'written before SMTP delivery existed';

CREATE INDEX outbox_unsent_idx ON outbox (seq) WHERE sent_at IS NULL AND failed_at IS NULL;
