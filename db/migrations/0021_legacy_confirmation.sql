-- An approved legacy claim counts only once the owner of its email confirms
-- from a mailed link (issue 24): an admin's approval of a claim for someone
-- else's address no longer makes an account for the claimant. The link's
-- token is stored as its SHA-256, works once and until
-- confirmation_expires_at; confirmed_at is when the journeys were counted
-- (an account created or the existing one credited). Claims approved before
-- this rule were counted at approval.
ALTER TABLE legacy_requests
    ADD COLUMN confirmation_hash       bytea,
    ADD COLUMN confirmation_expires_at timestamptz,
    ADD COLUMN confirmed_at            timestamptz;
CREATE UNIQUE INDEX legacy_requests_confirmation_key ON legacy_requests (confirmation_hash)
    WHERE confirmation_hash IS NOT NULL;
UPDATE legacy_requests SET confirmed_at = decided_at WHERE status = 'approved';
