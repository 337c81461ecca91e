-- Issue 27: the daily rhythm. Each member's choices about the habit's mails,
-- with the next instant each is due (computed by the application, which
-- knows the time zones' daylight saving): the scheduler walks the due
-- indexes, never the members.
CREATE TABLE member_settings (
    user_id          bigint      PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    -- NULL: the programme's time zone (PROGRAMME_TIME_ZONE).
    time_zone        text        CHECK (length(time_zone) BETWEEN 1 AND 64),
    -- Minutes after local midnight; NULL: that mail is off.
    reminder_time    smallint    DEFAULT 420 CHECK (reminder_time BETWEEN 0 AND 1439),
    digest_weekday   smallint    DEFAULT 0 CHECK (digest_weekday BETWEEN 0 AND 6),
    digest_time      smallint    NOT NULL DEFAULT 1080 CHECK (digest_time BETWEEN 0 AND 1439),
    announcements    boolean     NOT NULL DEFAULT true,
    -- When the next reminder and digest fall due and the local date each is
    -- for; NULL while not planned (the scheduler plans it) or off.
    next_reminder_at timestamptz,
    next_reminder_on date,
    next_digest_at   timestamptz,
    next_digest_on   date,
    updated_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX member_settings_reminder_due_idx ON member_settings (next_reminder_at, user_id) WHERE next_reminder_at IS NOT NULL;
CREATE INDEX member_settings_digest_due_idx ON member_settings (next_digest_at, user_id) WHERE next_digest_at IS NOT NULL;
CREATE INDEX member_settings_unplanned_idx ON member_settings (user_id)
    WHERE (reminder_time IS NOT NULL AND next_reminder_at IS NULL) OR (digest_weekday IS NOT NULL AND next_digest_at IS NULL);

-- Every account has its settings row from the start: the defaults.
INSERT INTO member_settings (user_id) SELECT id FROM users;
CREATE FUNCTION member_settings_for_new_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO member_settings (user_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
    RETURN NEW;
END $$;
CREATE TRIGGER users_member_settings AFTER INSERT ON users
    FOR EACH ROW EXECUTE FUNCTION member_settings_for_new_user();

-- The daily log: one answer per member, group and day of the journey.
CREATE TABLE check_ins (
    user_id     bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    group_id    bigint      NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    day         smallint    NOT NULL CHECK (day BETWEEN 1 AND 365),
    answer      text        NOT NULL CHECK (answer IN ('read', 'missed')),
    source      text        NOT NULL CHECK (source IN ('mail', 'dashboard', 'api')),
    answered_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, group_id, day)
);
CREATE INDEX check_ins_answered_idx ON check_ins (answered_at);
CREATE INDEX check_ins_group_idx ON check_ins (group_id, day);

-- The streaks the log makes, kept with every check-in (recomputed from the
-- member's log of that journey, at most 365 rows) so reads are one row.
CREATE TABLE check_in_streaks (
    user_id       bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    group_id      bigint      NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    current_run   smallint    NOT NULL CHECK (current_run >= 0),
    best_run      smallint    NOT NULL CHECK (best_run >= current_run),
    perfect_weeks smallint    NOT NULL CHECK (perfect_weeks >= 0),
    days_read     smallint    NOT NULL CHECK (days_read >= 0),
    last_day      smallint    NOT NULL,
    PRIMARY KEY (user_id, group_id)
);
CREATE INDEX check_in_streaks_group_idx ON check_in_streaks (group_id);

-- A saved milestone filled from the log (source 'log') follows the log;
-- one the member typed ('member') is theirs and the log never overwrites it.
ALTER TABLE milestone_progress ADD COLUMN source text NOT NULL DEFAULT 'member' CHECK (source IN ('member', 'log'));

-- The habit's mails, one per member, kind and local date whichever instance
-- or pass renders it: the key is taken in the transaction that queues the mail.
CREATE TABLE scheduled_mails (
    user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    kind       text        NOT NULL CHECK (kind IN ('reminder', 'digest')),
    local_date date        NOT NULL,
    email_id   bigint      REFERENCES email_outbox (id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, kind, local_date)
);
CREATE INDEX scheduled_mails_created_idx ON scheduled_mails (created_at);
CREATE INDEX scheduled_mails_email_idx ON scheduled_mails (email_id);

-- Non-transactional mails say whom they are for and which category a member
-- can turn off, and carry their own headers (List-Unsubscribe).
ALTER TABLE email_outbox
    ADD COLUMN user_id  bigint REFERENCES users (id) ON DELETE SET NULL,
    ADD COLUMN category text   CHECK (category IN ('reminder', 'digest', 'announcement')),
    ADD COLUMN headers  jsonb  NOT NULL DEFAULT '{}';
CREATE INDEX email_outbox_pending_category_idx ON email_outbox (user_id, category)
    WHERE status = 'pending' AND category IS NOT NULL;
CREATE INDEX email_outbox_user_idx ON email_outbox (user_id) WHERE user_id IS NOT NULL;
