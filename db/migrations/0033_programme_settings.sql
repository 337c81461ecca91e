-- Issue 29: the programme's settings, set from the panel's Settings tab
-- instead of the client's source. One row, like reading_settings. The
-- defaults are the values the client carried until now, so a deployment
-- looks the same after the migration.
--
-- time_zone NULL is the environment's PROGRAMME_TIME_ZONE (America/New_York
-- when unset): existing deployments keep the zone they configured until an
-- admin chooses one here.
CREATE TABLE programme_settings (
    id                          smallint    PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    name                        text        NOT NULL DEFAULT 'Journey 365'
                                            CHECK (length(name) BETWEEN 1 AND 80 AND name = btrim(name)),
    intro_video_part1_url       text        NOT NULL DEFAULT 'https://www.bible.com/'
                                            CHECK (length(intro_video_part1_url) <= 500 AND intro_video_part1_url LIKE 'https://%'),
    intro_video_part2_url       text        NOT NULL DEFAULT 'https://www.bible.com/'
                                            CHECK (length(intro_video_part2_url) <= 500 AND intro_video_part2_url LIKE 'https://%'),
    intro_video_part3_url       text        NOT NULL DEFAULT 'https://www.bible.com/'
                                            CHECK (length(intro_video_part3_url) <= 500 AND intro_video_part3_url LIKE 'https://%'),
    home_intro_video_url        text        NOT NULL DEFAULT 'https://www.youtube.com/results?search_query=Journey+365+Bible+reading+introduction'
                                            CHECK (length(home_intro_video_url) <= 500 AND home_intro_video_url LIKE 'https://%'),
    bible_app_url               text        NOT NULL DEFAULT 'https://www.bible.com/app'
                                            CHECK (length(bible_app_url) <= 500 AND bible_app_url LIKE 'https://%'),
    help_start_plan_url         text        NOT NULL DEFAULT 'https://help.youversion.com/'
                                            CHECK (length(help_start_plan_url) <= 500 AND help_start_plan_url LIKE 'https://%'),
    help_change_language_url    text        NOT NULL DEFAULT 'https://help.youversion.com/'
                                            CHECK (length(help_change_language_url) <= 500 AND help_change_language_url LIKE 'https://%'),
    time_zone                   text        CHECK (length(time_zone) BETWEEN 1 AND 64),
    leaders_see_contact_details boolean     NOT NULL DEFAULT false,
    updated_at                  timestamptz NOT NULL DEFAULT now()
);
INSERT INTO programme_settings DEFAULT VALUES;

ALTER TABLE audit_log DROP CONSTRAINT audit_log_object_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_object_type_check
    CHECK (object_type IN ('group', 'user', 'message', 'legacy_claim', 'outbox_email', 'announcement', 'reading_settings',
                           'programme_settings'));
