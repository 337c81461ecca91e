-- The admin's users list (issue 10) filters 50,000 users by a search over
-- name, email and city (case-insensitive substring), by role, by status and
-- by group. A substring cannot use a b-tree, so each searched column gets a
-- trigram GIN index (pg_trgm, a trusted extension since PostgreSQL 13: the
-- database owner may create it); ILIKE '%text%' of three characters or more
-- is then a bitmap scan instead of a scan of every user. Shorter searches
-- carry no trigram and read the users in date order until the page is full.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX users_name_trgm_idx ON users USING gin (name gin_trgm_ops);
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
CREATE INDEX users_city_trgm_idx ON users USING gin (city gin_trgm_ops);

-- Role and status filters, in the list's order (newest first). The role's
-- own index (users_role_idx) stays for AdminExists.
CREATE INDEX users_status_created_idx ON users (status, created_at DESC, id DESC);
CREATE INDEX users_role_created_idx ON users (role, created_at DESC, id DESC);
