-- Clients (src/limits.ts `clientIp`: the IPv4 address or the IPv6 /64) that logged in to an account with its
-- password or a code. Their password logins wait in the hashing budget's first lane (src/known-clients.ts).
CREATE TABLE known_clients (
  user_id       text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  client        text NOT NULL,
  last_login_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, client)
);
CREATE INDEX known_clients_last_login_at ON known_clients (last_login_at);
