-- Issue 13: why a donation is still pending (the card processor could not be
-- reached, or refused the request) or failed, as the server or Stripe said.
-- The webhook and admin-list migrations add it too if absent, so the three
-- may land in any order.
ALTER TABLE donations ADD COLUMN IF NOT EXISTS status_reason text;
