-- Issue 31: the member's language, en or es. The API answers a signed-in
-- member in it, and their mails and calendar feed are written in it. A new
-- account takes the language of the request that registered it.
ALTER TABLE member_settings
    ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es'));

-- A gift's receipt is written in the language of the request that started
-- it (the donor may have no account); a monthly gift's renewals keep it.
ALTER TABLE donations
    ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es'));

-- A legacy claim's confirmation mail is written in the language of the
-- request that sent the claim (the claimant may have no account yet).
ALTER TABLE legacy_requests
    ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es'));
