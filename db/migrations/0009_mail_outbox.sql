-- Issue 12: the outbox carries whole mails (HTML and attachments too) and
-- says why each exists. A row is written in the transaction of the change
-- that causes it; the sender claims due rows with FOR UPDATE SKIP LOCKED.
ALTER TABLE email_outbox
    ADD COLUMN kind            text        NOT NULL DEFAULT 'other' CHECK (length(kind) BETWEEN 1 AND 50),
    ADD COLUMN body_html       text,
    ADD COLUMN attachments     jsonb       NOT NULL DEFAULT '[]',
    ADD COLUMN last_attempt_at timestamptz;
CREATE INDEX email_outbox_created_idx ON email_outbox (created_at DESC, id DESC);
CREATE INDEX email_outbox_status_created_idx ON email_outbox (status, created_at DESC, id DESC);
