-- Reports from members who joined the group after a message was posted do
-- not count toward hiding it (issue 24): three fresh registrations could
-- otherwise hide any member's message. Such reports still reach the admin's
-- queue (open_reports counts every undecided report); counts_toward_hiding
-- records, at the time of the report, whether the reporter had joined the
-- group before the message was posted. Reports made before this rule keep
-- counting.
ALTER TABLE message_reports ADD COLUMN counts_toward_hiding boolean NOT NULL DEFAULT true;
