-- Issue 13: the admin's Donations tab lists donations newest first, by type,
-- by status and by a date range, with the filter's count and sums.
--
-- The date range alone walks donations_created_idx (created_at DESC, id DESC).
-- A type or a status walks its own (value, created_at DESC, id DESC) index,
-- which also answers a status on its own (so the plain status index goes).
DROP INDEX IF EXISTS donations_status_idx;
CREATE INDEX donations_status_created_idx ON donations (status, created_at DESC, id DESC);
CREATE INDEX donations_type_created_idx ON donations (type, created_at DESC, id DESC);

-- Why a donation is pending or failed, as Stripe or the server said (the
-- donation flow writes it; added here too, if not already, so the list can
-- read it whatever order the issue's migrations land in).
ALTER TABLE donations ADD COLUMN IF NOT EXISTS status_reason text;
