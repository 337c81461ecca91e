-- Issue 24: a mail is handed to the mail server only after the sender has
-- written that it is about to (handed_at). A claim whose lease ends with
-- handed_at still set was possibly delivered and is never resent by itself:
-- the next sender records it as failed "possibly sent" for an admin to judge.
-- Claimed mails without it were never tried and are simply due again.
ALTER TABLE email_outbox ADD COLUMN handed_at timestamptz;
