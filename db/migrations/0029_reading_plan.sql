-- Issue 28: a programme's own reading plan, uploaded by an admin as CSV
-- (day, passages). No rows: the default plan built into the binary.
CREATE TABLE reading_plan_days (
    day      smallint    PRIMARY KEY CHECK (day BETWEEN 1 AND 365),
    passages text        NOT NULL CHECK (length(passages) BETWEEN 1 AND 1000)
);
ALTER TABLE reading_settings ADD COLUMN plan_updated_at timestamptz;
