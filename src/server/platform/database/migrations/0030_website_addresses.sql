-- A website's url must now name the site its username names (checkAccountUrl). Kept urls are
-- never changed here: those of websites are checked again at the next start, and the ones
-- that name another site are listed for admins to fix (accounts/addresses.ts).
UPDATE "social_accounts" SET "url_mismatch" = NULL
WHERE "url" IS NOT NULL AND btrim("url") <> ''
  AND "platform_id" IN (SELECT "id" FROM "platforms" WHERE "name" = 'Website');
