-- The admin's Progress tab (issue 11): one row per membership with the
-- member's milestone figures and newest trophy request, filtered, sorted and
-- paged over 50,000 members without aggregating milestone_progress on every
-- page. Each membership, and each (user, group) with saved progress or a
-- trophy request, has one summary row, recomputed by triggers from its at
-- most eight milestone rows and its requests in the transaction that writes
-- them (a new membership gets an empty one); never write the table by hand.

-- No progress or request is written between the backfill and the triggers
-- (an instance of the previous release may still be saving).
LOCK TABLE milestone_progress, trophy_requests, group_members IN SHARE ROW EXCLUSIVE MODE;

-- Why an admin rejected a request (optional, shown to admins).
ALTER TABLE trophy_requests ADD COLUMN reason text CONSTRAINT trophy_requests_reason_check CHECK (length(reason) <= 500);

-- The newest request of a member in a group (dashboard, Progress tab, the
-- summary's trigger).
CREATE INDEX trophy_requests_member_created_idx ON trophy_requests (user_id, group_id, created_at DESC, id DESC);

CREATE TABLE progress_summaries (
    user_id               bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    group_id              bigint      NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    milestones_completed  smallint    NOT NULL DEFAULT 0,
    milestones_tracked    smallint    NOT NULL DEFAULT 0,
    -- Rounded mean percentage of the tracked milestones, 0 when none.
    avg_percentage        smallint    NOT NULL DEFAULT 0,
    -- The membership's status (active, completed), null when the user is not
    -- (or no longer) a member of the group.
    membership_status     text,
    -- Bit i-1 is set when milestone i has a saved row.
    reported_mask         smallint    NOT NULL DEFAULT 0,
    -- The highest-numbered milestone with a saved row, its grade and its
    -- (cumulative) days completed; null when nothing is saved.
    latest_milestone      smallint,
    latest_grade          text,
    latest_days_completed integer,
    -- The newest trophy request of the member in the group (by created_at, id).
    request_id            bigint,
    request_status        text,
    request_created_at    timestamptz,
    PRIMARY KEY (user_id, group_id)
);
CREATE INDEX progress_summaries_group_idx ON progress_summaries (group_id);
CREATE INDEX progress_summaries_request_idx ON progress_summaries (request_status, request_created_at);

-- Recomputes the milestone part of (uid, gid)'s summary from its saved rows.
CREATE FUNCTION summarize_progress(uid bigint, gid bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO progress_summaries AS s (user_id, group_id, milestones_completed, milestones_tracked, avg_percentage,
                                         reported_mask, latest_milestone, latest_grade, latest_days_completed)
    SELECT uid, gid,
           count(*) FILTER (WHERE p.completed),
           count(*),
           coalesce(round(avg(p.percentage)), 0),
           coalesce(sum(1 << (p.milestone_id - 1)), 0),
           max(p.milestone_id),
           (array_agg(p.grade ORDER BY p.milestone_id DESC))[1],
           (array_agg(p.days_completed ORDER BY p.milestone_id DESC))[1]
    FROM milestone_progress p WHERE p.user_id = uid AND p.group_id = gid
    ON CONFLICT (user_id, group_id) DO UPDATE
    SET milestones_completed = EXCLUDED.milestones_completed, milestones_tracked = EXCLUDED.milestones_tracked,
        avg_percentage = EXCLUDED.avg_percentage, reported_mask = EXCLUDED.reported_mask,
        latest_milestone = EXCLUDED.latest_milestone, latest_grade = EXCLUDED.latest_grade,
        latest_days_completed = EXCLUDED.latest_days_completed;
END $$;

-- Recomputes the request part of (uid, gid)'s summary: its newest request.
CREATE FUNCTION summarize_requests(uid bigint, gid bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
    r trophy_requests%ROWTYPE;
BEGIN
    SELECT * INTO r FROM trophy_requests t WHERE t.user_id = uid AND t.group_id = gid
    ORDER BY t.created_at DESC, t.id DESC LIMIT 1;
    INSERT INTO progress_summaries AS s (user_id, group_id, request_id, request_status, request_created_at)
    VALUES (uid, gid, r.id, r.status, r.created_at)
    ON CONFLICT (user_id, group_id) DO UPDATE
    SET request_id = EXCLUDED.request_id, request_status = EXCLUDED.request_status,
        request_created_at = EXCLUDED.request_created_at;
END $$;

CREATE FUNCTION summarize_progress_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
        -- A cascade from the user or group has already removed the summary's
        -- parent: nothing to keep.
        IF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) AND EXISTS (SELECT 1 FROM groups WHERE id = OLD.group_id) THEN
            PERFORM summarize_progress(OLD.user_id, OLD.group_id);
        END IF;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR (NEW.user_id, NEW.group_id) IS DISTINCT FROM (OLD.user_id, OLD.group_id)) THEN
        PERFORM summarize_progress(NEW.user_id, NEW.group_id);
    END IF;
    RETURN NULL;
END $$;

CREATE FUNCTION summarize_request_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP IN ('DELETE', 'UPDATE') THEN
        IF EXISTS (SELECT 1 FROM users WHERE id = OLD.user_id) AND EXISTS (SELECT 1 FROM groups WHERE id = OLD.group_id) THEN
            PERFORM summarize_requests(OLD.user_id, OLD.group_id);
        END IF;
    END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR (NEW.user_id, NEW.group_id) IS DISTINCT FROM (OLD.user_id, OLD.group_id)) THEN
        PERFORM summarize_requests(NEW.user_id, NEW.group_id);
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER milestone_progress_summary
AFTER INSERT OR DELETE OR UPDATE ON milestone_progress
FOR EACH ROW EXECUTE FUNCTION summarize_progress_row();

CREATE TRIGGER trophy_requests_summary
AFTER INSERT OR DELETE OR UPDATE OF user_id, group_id, status, created_at ON trophy_requests
FOR EACH ROW EXECUTE FUNCTION summarize_request_row();

-- Every membership has a summary row holding its status, so the Progress
-- tab reads memberships, their figures and their orders from this table
-- alone. A membership removed leaves its summary (progress is kept) with no
-- status.
CREATE FUNCTION summarize_membership() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        UPDATE progress_summaries SET membership_status = NULL
        WHERE user_id = OLD.user_id AND group_id = OLD.group_id;
    ELSE
        INSERT INTO progress_summaries (user_id, group_id, membership_status) VALUES (NEW.user_id, NEW.group_id, NEW.status)
        ON CONFLICT (user_id, group_id) DO UPDATE SET membership_status = EXCLUDED.membership_status;
    END IF;
    RETURN NULL;
END $$;

CREATE TRIGGER group_members_summary
AFTER INSERT OR DELETE OR UPDATE OF status ON group_members
FOR EACH ROW EXECUTE FUNCTION summarize_membership();

-- Backfill: every (user, group) with progress or a request, then every
-- membership's status.
SELECT summarize_progress(user_id, group_id) FROM (SELECT DISTINCT user_id, group_id FROM milestone_progress) k;
SELECT summarize_requests(user_id, group_id) FROM (SELECT DISTINCT user_id, group_id FROM trophy_requests) k;
INSERT INTO progress_summaries (user_id, group_id, membership_status) SELECT user_id, group_id, status FROM group_members
ON CONFLICT (user_id, group_id) DO UPDATE SET membership_status = EXCLUDED.membership_status;

-- The Progress tab's orders (db/admin_progress.go): lowest average first,
-- and pending requests oldest first, then decided ones, then none; each
-- then by user and group. The expressions are the queries' own.
CREATE INDEX progress_summaries_avg_idx ON progress_summaries (avg_percentage, user_id, group_id);
CREATE INDEX progress_summaries_requested_idx ON progress_summaries (
    (CASE request_status WHEN 'pending' THEN 0 WHEN 'approved' THEN 1 WHEN 'rejected' THEN 1 ELSE 2 END),
    (coalesce(request_created_at, '1970-01-01T00:00:00Z'::timestamptz)), user_id, group_id);

-- The Progress tab's default order: user name A-Z.
CREATE INDEX users_lower_name_idx ON users (lower(name), id);
