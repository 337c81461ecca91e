-- Issue 24: a visitor who presses Give again (a declined card, a reload)
-- gets the pending gift they already started instead of a new Stripe
-- PaymentIntent per press. visitor_key is a SHA-256 of the client's address
-- and the donor's email (never the address itself), and only pending rows
-- are looked up, so the index stays the size of the gifts under way.
ALTER TABLE donations ADD COLUMN visitor_key bytea;
CREATE INDEX donations_pending_visitor_idx ON donations (visitor_key, created_at DESC)
    WHERE status = 'pending' AND visitor_key IS NOT NULL;
