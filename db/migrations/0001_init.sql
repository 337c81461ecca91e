-- The whole data model of spec section 3. Enums are text with CHECKs so that an
-- admin reading the database sees the same words as the API.

CREATE TABLE users (
    id              bigserial PRIMARY KEY,
    name            text        NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
    email           text        NOT NULL CHECK (length(email) BETWEEN 3 AND 254 AND email LIKE '%_@_%'),
    phone           text        CHECK (length(phone) <= 50),
    role            text        NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
    status          text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
    award_approved  boolean     NOT NULL DEFAULT false,
    avatar_url      text        CHECK (length(avatar_url) <= 2000),
    city            text        CHECK (length(city) <= 200),
    mailing_address text        CHECK (length(mailing_address) <= 1000),
    referral        text        CHECK (length(referral) <= 500),
    trophies_count  integer     NOT NULL DEFAULT 0 CHECK (trophies_count >= 0),
    password_hash   text,
    -- Bumped when a password changes, so that older tokens stop working.
    token_version   integer     NOT NULL DEFAULT 0,
    completed_at    timestamptz,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE INDEX users_role_idx ON users (role);
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
CREATE INDEX users_awards_idx ON users (trophies_count DESC, name) WHERE award_approved;

CREATE TABLE groups (
    id                    bigserial PRIMARY KEY,
    name                  text        NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
    status                text        NOT NULL DEFAULT 'upcoming'
                                      CHECK (status IN ('upcoming', 'active', 'closed', 'completed')),
    start_date            date        NOT NULL CHECK (extract(day FROM start_date) = 1
                                                      AND extract(month FROM start_date) IN (1, 4, 7, 10)),
    end_date              date        NOT NULL,
    registration_deadline date        NOT NULL,
    max_members           integer     NOT NULL DEFAULT 50 CHECK (max_members >= 1),
    -- Kept in step with group_members in the same transaction; the CHECK is the
    -- last line of defence against overfilling a group under concurrent joins.
    member_count          integer     NOT NULL DEFAULT 0 CHECK (member_count >= 0 AND member_count <= max_members),
    whatsapp_invite_url   text        CHECK (length(whatsapp_invite_url) <= 2000),
    youversion_plan_url   text        CHECK (length(youversion_plan_url) <= 2000),
    sort_order            integer     NOT NULL DEFAULT 0,
    created_at            timestamptz NOT NULL DEFAULT now(),
    updated_at            timestamptz NOT NULL DEFAULT now(),
    CHECK (end_date = start_date + 364),
    CHECK (registration_deadline <= end_date)
);
CREATE INDEX groups_start_idx ON groups (start_date, sort_order, id);
CREATE INDEX groups_status_idx ON groups (status);
CREATE INDEX groups_deadline_idx ON groups (registration_deadline);

CREATE TABLE group_members (
    group_id     bigint      NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status       text        NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'completed')),
    join_date    timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz,
    PRIMARY KEY (group_id, user_id),
    CHECK ((status = 'completed') = (completed_at IS NOT NULL))
);
CREATE INDEX group_members_user_idx ON group_members (user_id, join_date DESC);

-- Progress belongs to the member and the group; removing someone from a group
-- keeps their history (no ON DELETE CASCADE from group_members).
CREATE TABLE milestone_progress (
    user_id        bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    group_id       bigint      NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    milestone_id   smallint    NOT NULL CHECK (milestone_id BETWEEN 1 AND 8),
    missing_days   integer     NOT NULL CHECK (missing_days >= 0),
    days_completed integer     NOT NULL CHECK (days_completed >= 0),
    percentage     smallint    NOT NULL CHECK (percentage BETWEEN 0 AND 100),
    grade          text        NOT NULL CHECK (grade IN ('A', 'B', 'C', 'D')),
    completed      boolean     NOT NULL,
    updated_at     timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, group_id, milestone_id),
    CHECK (missing_days <= (ARRAY[70, 152, 209, 262, 275, 317, 360, 365])[milestone_id])
);
CREATE INDEX milestone_progress_group_idx ON milestone_progress (group_id);

CREATE TABLE trophy_requests (
    id          bigserial PRIMARY KEY,
    user_id     bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    group_id    bigint      NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    type        text        NOT NULL DEFAULT 'journey_completion' CHECK (type IN ('journey_completion')),
    description text        CHECK (length(description) <= 2000),
    status      text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    decided_by  bigint      REFERENCES users (id) ON DELETE SET NULL,
    decided_at  timestamptz,
    created_at  timestamptz NOT NULL DEFAULT now()
);
-- One live request per member, group and kind: asking twice is idempotent.
CREATE UNIQUE INDEX trophy_requests_live_key ON trophy_requests (user_id, group_id, type)
    WHERE status IN ('pending', 'approved');
CREATE INDEX trophy_requests_group_idx ON trophy_requests (group_id);
CREATE INDEX trophy_requests_status_idx ON trophy_requests (status, created_at DESC);
CREATE INDEX trophy_requests_decided_by_idx ON trophy_requests (decided_by);

CREATE TABLE awards (
    id                bigserial PRIMARY KEY,
    user_id           bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    group_id          bigint      REFERENCES groups (id) ON DELETE SET NULL,
    trophy_request_id bigint      UNIQUE REFERENCES trophy_requests (id) ON DELETE SET NULL,
    name              text        NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
    completed_at      timestamptz NOT NULL,
    created_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX awards_user_idx ON awards (user_id, completed_at DESC, id DESC);
CREATE INDEX awards_group_idx ON awards (group_id);

-- Admin and member messages share one table: the board reads them as one list.
CREATE TABLE messages (
    id           bigserial PRIMARY KEY,
    group_id     bigint      NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    source       text        NOT NULL CHECK (source IN ('admin', 'user')),
    author_id    bigint      REFERENCES users (id) ON DELETE SET NULL,
    author_name  text        NOT NULL CHECK (length(author_name) <= 200),
    title        text        CHECK (length(title) <= 200),
    content      text        NOT NULL CHECK (length(btrim(content)) BETWEEN 1 AND 4000),
    message_type text        NOT NULL DEFAULT 'encouragement'
                             CHECK (message_type IN ('milestone', 'encouragement', 'prayer', 'testimony',
                                                     'question', 'reminder', 'announcement')),
    priority     text        NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    CHECK (source = 'user' OR title IS NOT NULL)
);
CREATE INDEX messages_group_created_idx ON messages (group_id, created_at DESC, id DESC);
CREATE INDEX messages_group_type_created_idx ON messages (group_id, message_type, created_at DESC, id DESC);
CREATE INDEX messages_author_idx ON messages (author_id);
CREATE INDEX messages_created_idx ON messages (created_at DESC, id DESC);

-- Unread state on the server: one marker for all types ('all') and one per type.
CREATE TABLE board_read_markers (
    user_id      bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    group_id     bigint      NOT NULL REFERENCES groups (id) ON DELETE CASCADE,
    message_type text        NOT NULL CHECK (message_type IN ('all', 'milestone', 'encouragement', 'prayer',
                                                              'testimony', 'question', 'reminder', 'announcement')),
    last_read_at timestamptz NOT NULL,
    PRIMARY KEY (user_id, group_id, message_type)
);
CREATE INDEX board_read_markers_group_idx ON board_read_markers (group_id);

CREATE TABLE donations (
    id                       bigserial PRIMARY KEY,
    user_id                  bigint      REFERENCES users (id) ON DELETE SET NULL,
    donor_name               text        NOT NULL CHECK (length(btrim(donor_name)) BETWEEN 1 AND 200),
    donor_email              text        NOT NULL CHECK (length(donor_email) BETWEEN 3 AND 254),
    anonymous                boolean     NOT NULL DEFAULT false,
    amount_cents             bigint      NOT NULL CHECK (amount_cents >= 100),
    currency                 text        NOT NULL DEFAULT 'usd',
    type                     text        NOT NULL CHECK (type IN ('one-time', 'monthly')),
    status                   text        NOT NULL DEFAULT 'pending'
                                         CHECK (status IN ('pending', 'completed', 'failed', 'canceled')),
    stripe_payment_intent_id text        UNIQUE,
    stripe_customer_id       text,
    stripe_subscription_id   text,
    created_at               timestamptz NOT NULL DEFAULT now(),
    updated_at               timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX donations_created_idx ON donations (created_at DESC, id DESC);
CREATE INDEX donations_status_idx ON donations (status);
CREATE INDEX donations_user_idx ON donations (user_id);
CREATE INDEX donations_subscription_idx ON donations (stripe_subscription_id);

-- Each Stripe event is applied once: the insert is the lock.
CREATE TABLE stripe_events (
    id           text PRIMARY KEY,
    type         text        NOT NULL,
    processed_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE password_reset_tokens (
    id         bigserial PRIMARY KEY,
    user_id    bigint      NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    token_hash bytea       NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at    timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
CREATE INDEX password_reset_tokens_expires_idx ON password_reset_tokens (expires_at);

CREATE TABLE email_outbox (
    id              bigserial PRIMARY KEY,
    to_address      text        NOT NULL CHECK (length(to_address) BETWEEN 3 AND 254),
    subject         text        NOT NULL,
    body_text       text        NOT NULL,
    status          text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
    attempts        integer     NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    last_error      text,
    created_at      timestamptz NOT NULL DEFAULT now(),
    sent_at         timestamptz
);
CREATE INDEX email_outbox_due_idx ON email_outbox (next_attempt_at) WHERE status = 'pending';

-- /legacy and /alumni: people who finished the journey before this system.
CREATE TABLE legacy_requests (
    id                   bigserial PRIMARY KEY,
    user_id              bigint      REFERENCES users (id) ON DELETE SET NULL,
    name                 text        NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 200),
    email                text        NOT NULL CHECK (length(email) BETWEEN 3 AND 254),
    city                 text        CHECK (length(city) <= 200),
    mailing_address      text        CHECK (length(mailing_address) <= 1000),
    completed_journeys   integer     NOT NULL CHECK (completed_journeys BETWEEN 1 AND 100),
    last_completion_year integer     CHECK (last_completion_year BETWEEN 1950 AND 2100),
    note                 text        CHECK (length(note) <= 4000),
    status               text        NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
    decided_at           timestamptz,
    created_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX legacy_requests_status_idx ON legacy_requests (status, created_at DESC);
CREATE INDEX legacy_requests_user_idx ON legacy_requests (user_id);
CREATE INDEX legacy_requests_email_idx ON legacy_requests (lower(email));
