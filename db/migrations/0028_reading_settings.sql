-- Issue 28: the programme's Bible app. Each passage of the reading plan
-- links into it through a template ({version}, {BOOK}: the USFM code,
-- {chapter}); YouVersion's King James Version by default. One row.
CREATE TABLE reading_settings (
    id            smallint    PRIMARY KEY DEFAULT 1 CHECK (id = 1),
    link_template text        NOT NULL DEFAULT 'https://www.bible.com/bible/{version}/{BOOK}.{chapter}'
                              CHECK (length(link_template) BETWEEN 1 AND 500 AND link_template LIKE 'https://%' AND link_template LIKE '%{BOOK}%'),
    bible_version text        NOT NULL DEFAULT '1' CHECK (length(bible_version) BETWEEN 1 AND 20),
    updated_at    timestamptz NOT NULL DEFAULT now()
);
INSERT INTO reading_settings DEFAULT VALUES;

ALTER TABLE audit_log DROP CONSTRAINT audit_log_object_type_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_object_type_check
    CHECK (object_type IN ('group', 'user', 'message', 'legacy_claim', 'outbox_email', 'announcement', 'reading_settings'));
