-- The outbox keeps no live code or link in clear once a mail is sent or its secret expired
-- (src/outbox.ts SCRUB_SECRETS; the delivery worker scrubs on send, housekeeping on expiry), and
-- sent or failed rows go after OUTBOX_RETENTION_DAYS.
ALTER TABLE outbox ADD COLUMN secret_expires_at timestamptz;  -- when the code or link in it dies

-- Rows from before: scrub what was sent or failed, and anything older than the longest secret (a day).
UPDATE outbox SET
  subject = replace(replace(subject, COALESCE(meta->>'code', ''), '[removed]'), COALESCE(meta->>'link', ''), '[removed]'),
  body = replace(replace(body, COALESCE(meta->>'code', ''), '[removed]'), COALESCE(meta->>'link', ''), '[removed]'),
  meta = meta - 'code' - 'link'
WHERE sent_at IS NOT NULL OR failed_at IS NOT NULL OR created_at < now() - interval '1 day';

-- A session started with an e-mail code may set the account's first password within CODE_TTL of
-- the login (the code was the fresh proof); afterwards a new code is needed (routes/account.ts).
ALTER TABLE sessions ADD COLUMN code_proved_at timestamptz;
