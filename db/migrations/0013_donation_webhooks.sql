-- Issue 13: what Stripe's webhooks write on donations.
--
-- status_reason says why a gift is not completed (Stripe's last payment
-- error); the donation-creation migration may have added it already.
ALTER TABLE donations ADD COLUMN IF NOT EXISTS status_reason text;

-- Each monthly payment is its own row, linked to the subscription and named
-- by the invoice that paid it: the unique index makes a replayed invoice add
-- nothing (several NULLs are allowed: one-time gifts have no invoice).
ALTER TABLE donations ADD COLUMN stripe_invoice_id text;
CREATE UNIQUE INDEX donations_invoice_idx ON donations (stripe_invoice_id);
