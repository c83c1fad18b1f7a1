-- Platforms are seeded only into an empty table (at first start, after the migrations), so a
-- directory seeded before these platforms existed gets them here; a new one gets them from the seed.
INSERT INTO "platforms" ("name", "icon", "color")
SELECT "name", "icon", "color"
FROM (VALUES
	('Mastodon', 'mastodon', '#6364FF'),
	('Bluesky', 'bluesky', '#1185FE'),
	('GitHub', 'github', '#181717'),
	('Website', 'website', '#475569')
) AS "new_platforms" ("name", "icon", "color")
WHERE EXISTS (SELECT 1 FROM "platforms")
ON CONFLICT ("name") DO NOTHING;
