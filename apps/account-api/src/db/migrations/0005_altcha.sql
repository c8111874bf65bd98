-- ALTCHA proof of work (src/altcha.ts). The HMAC secret that signs challenges is made once and
-- shared by every instance; a solved challenge is recorded until it expires so it works only once.
CREATE TABLE service_secrets (
  name  text PRIMARY KEY,
  value text NOT NULL
);
CREATE TABLE altcha_used (
  id         text PRIMARY KEY,        -- the challenge nonce
  expires_at timestamptz NOT NULL
);
