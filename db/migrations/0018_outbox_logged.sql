-- When an instance without SMTP_URL wrote a waiting mail, links and all, to
-- its log. Each mail is logged once, by one instance, when it is queued: not
-- again by another instance or after a restart (a mail's secret links are
-- otherwise only in the mail and, while no SMTP server is set, the Outbox).
-- Mails queued before this column existed were logged already.
ALTER TABLE email_outbox ADD COLUMN logged_at timestamptz;

UPDATE email_outbox SET logged_at = created_at;

-- The waiting mails no instance has logged yet: few, since a mail leaves the
-- index once it is logged, sent or failed.
CREATE INDEX email_outbox_unlogged_idx ON email_outbox (id) WHERE status = 'pending' AND logged_at IS NULL;
