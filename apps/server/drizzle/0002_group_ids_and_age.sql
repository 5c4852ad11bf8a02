-- Group ids become canonical (trimmed, lower case; decision 010). Ids that differed only in
-- letter case were separate accounts: the oldest keeps the id, each younger one is renamed
-- `<id>-2`, `<id>-3`, … and reported with RAISE NOTICE so the operator can tell its holder.
DO $$
DECLARE
  dup record;
  candidate text;
  n integer;
BEGIN
  FOR dup IN
    SELECT id, email, canonical
    FROM (
      SELECT id, email, lower(btrim(email)) AS canonical,
             row_number() OVER (PARTITION BY lower(btrim(email)) ORDER BY created_at, id) AS position
      FROM users
      WHERE is_group_account AND email IS NOT NULL
    ) ranked
    WHERE position > 1
    ORDER BY canonical, position
  LOOP
    n := 2;
    LOOP
      candidate := dup.canonical || '-' || n;
      EXIT WHEN NOT EXISTS (
        SELECT 1 FROM users WHERE is_group_account AND lower(btrim(email)) = candidate
      );
      n := n + 1;
    END LOOP;
    UPDATE users SET email = candidate, updated_at = now() WHERE id = dup.id;
    RAISE NOTICE 'hanpan: group account % (user id %) renamed to %: its id differed only in letter case from an older account', dup.email, dup.id, candidate;
  END LOOP;
END $$;
--> statement-breakpoint
UPDATE "users" SET "email" = lower(btrim("email")) WHERE "is_group_account" AND "email" IS NOT NULL AND "email" <> lower(btrim("email"));--> statement-breakpoint
-- 만 14세 이상 only (decision 010): an age outside 14–150 is forgotten, and age_recheck sends its
-- player back to the age step of onboarding until they answer.
ALTER TABLE "users" ADD COLUMN "age_recheck" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "users" SET "age" = NULL, "age_recheck" = true, "updated_at" = now() WHERE "age" IS NOT NULL AND "age" NOT BETWEEN 14 AND 150;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_age_range";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_email_canonical" CHECK (not "users"."is_group_account" or "users"."email" is null or "users"."email" = lower(btrim("users"."email")));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_age_range" CHECK ("users"."age" is null or ("users"."age" between 14 and 150));