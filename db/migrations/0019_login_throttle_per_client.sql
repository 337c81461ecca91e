-- Failed sign-ins are counted per email and, beside that, per email and
-- client address: an email's back-off refuses only the clients that have
-- failed for it, so guesses from changing addresses no longer lock the
-- right password out. kind keeps admin passwords and member sign-ins (email
-- and full name) apart; client is the address the limits key on (an IPv6
-- /64), or '' for the email's own record. The rows already here are
-- admins' per-email records.
ALTER TABLE login_failures
    ADD COLUMN kind   text NOT NULL DEFAULT 'admin' CHECK (kind IN ('admin', 'member')),
    ADD COLUMN client text NOT NULL DEFAULT '' CHECK (length(client) <= 64);

ALTER TABLE login_failures ALTER COLUMN kind DROP DEFAULT, ALTER COLUMN client DROP DEFAULT;

ALTER TABLE login_failures DROP CONSTRAINT login_failures_pkey;
ALTER TABLE login_failures ADD PRIMARY KEY (kind, email, client);
