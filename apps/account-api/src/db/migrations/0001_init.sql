-- Accounts, sessions, one-time secrets, newsletter, forms and the outbox.
-- Ids are text (UUIDs made by the service). Times are timestamptz and always come from the
-- service clock as parameters, never from now(), so tests can move time.

CREATE TABLE users (
  id                text PRIMARY KEY,
  email             text NOT NULL UNIQUE,          -- trimmed and lower-cased
  password_hash     text,                          -- NULL for accounts created by code
  email_verified_at timestamptz,
  first_name        text,
  last_name         text,
  nickname          text,
  birthday          text,                          -- YYYY-MM-DD
  country           text,
  opt_in            boolean NOT NULL DEFAULT false,
  credits           integer NOT NULL DEFAULT 200,  -- docs/rules/interface.md#new-user-popup: 200 credits on account creation
  region            text NOT NULL,
  api_set           text NOT NULL,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL
);

-- One login = one session = one refresh-token family.
CREATE TABLE sessions (
  id            text PRIMARY KEY,
  user_id       text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  revoke_reason text
);
CREATE INDEX sessions_user_idx ON sessions (user_id);

CREATE TABLE access_tokens (
  token_hash text PRIMARY KEY,                     -- sha256 hex of the opaque token
  session_id text NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  user_id    text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX access_tokens_session_idx ON access_tokens (session_id);

CREATE TABLE refresh_tokens (
  token_hash  text PRIMARY KEY,
  session_id  text NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  user_id     text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  revoked_at  timestamptz,
  replaced_by text                                 -- set when rotated: presenting it again is reuse
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- E-mailed 6-digit codes (login / register); only the newest unconsumed one per e-mail is valid.
CREATE TABLE verification_codes (
  id          text PRIMARY KEY,
  email       text NOT NULL,
  purpose     text NOT NULL CHECK (purpose IN ('login', 'register')),
  code_hash   text NOT NULL,
  created_at  timestamptz NOT NULL,
  expires_at  timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX verification_codes_email_idx ON verification_codes (email);

-- Single-use secure links (password reset, e-mail verification).
CREATE TABLE action_tokens (
  token_hash text PRIMARY KEY,
  user_id    text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose    text NOT NULL CHECK (purpose IN ('reset_password', 'verify_email')),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at    timestamptz
);

CREATE TABLE subscriptions (
  id         text PRIMARY KEY,
  email      text NOT NULL,
  region     text NOT NULL,
  api_set    text NOT NULL,
  opt_in     boolean NOT NULL,
  created_at timestamptz NOT NULL,
  UNIQUE (email, region)
);

CREATE TABLE form_submissions (
  id         text PRIMARY KEY,
  form       text NOT NULL,
  email      text NOT NULL,
  region     text NOT NULL,
  api_set    text NOT NULL,
  payload    jsonb NOT NULL,
  created_at timestamptz NOT NULL
);

CREATE TABLE outbox (
  seq        integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  id         text NOT NULL UNIQUE,
  to_email   text NOT NULL,
  subject    text NOT NULL,
  body       text NOT NULL,
  kind       text NOT NULL,
  meta       jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL
);
CREATE INDEX outbox_to_idx ON outbox (to_email);

-- Per-account lockout: failures in the current 15-minute window, and the lock.
CREATE TABLE auth_failures (
  email             text PRIMARY KEY,
  failures          integer NOT NULL,
  window_started_at timestamptz NOT NULL,
  locked_until      timestamptz
);

-- Fixed-window counters (per IP, per e-mail address for mail sending).
CREATE TABLE rate_limits (
  bucket            text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits              integer NOT NULL
);
