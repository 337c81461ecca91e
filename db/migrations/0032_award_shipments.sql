-- Issue 29: reward shipments. An approved award is posted to the member;
-- the team records the day it went and an optional tracking note, and the
-- list of awards still to ship is read through its own partial index.
ALTER TABLE awards
    ADD COLUMN shipped_on    date,
    ADD COLUMN shipping_note text CHECK (length(shipping_note) <= 500);
CREATE INDEX awards_to_ship_idx ON awards (completed_at, id) WHERE shipped_on IS NULL;
