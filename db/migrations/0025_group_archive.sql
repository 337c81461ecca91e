-- An admin archives a group that has ended (issue 25): it leaves every group
-- dropdown and is never offered to visitors, but its memberships, progress,
-- trophy requests, awards and audit entries stay. A timestamp rather than a
-- fifth status, so the calendar's four statuses keep their meaning; null
-- means not archived.
ALTER TABLE groups ADD COLUMN archived_at timestamptz;
