-- Issue 14: `journey365 seed demo` fills a database with a believable
-- programme to explore. Its donations are examples, not money anyone gave:
-- they carry demo = true, and the admin's Donations tab and CSV say so, so
-- a demo seeded beside real data (seed demo --force) is never mistaken for it.
ALTER TABLE donations ADD COLUMN demo boolean NOT NULL DEFAULT false;
