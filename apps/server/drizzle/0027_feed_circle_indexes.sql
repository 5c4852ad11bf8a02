-- The feed reads its friends' and player's tiers per player of the viewer's circle (decision 038):
-- a player's completed games newest first (as owner, as opponent) and their games not yet
-- finished. Before, those tiers walked every completed game and read every open one.
CREATE INDEX "games_owner_completed_idx" ON "games" USING btree ("owner_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "games"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "games_opponent_completed_idx" ON "games" USING btree ("opponent_id","started_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "games"."status" = 'COMPLETED';--> statement-breakpoint
CREATE INDEX "games_owner_live_idx" ON "games" USING btree ("owner_id") WHERE "games"."status" in ('MATCHING', 'SCHEDULED', 'IN_PROGRESS');--> statement-breakpoint
CREATE INDEX "games_opponent_live_idx" ON "games" USING btree ("opponent_id") WHERE "games"."status" in ('MATCHING', 'SCHEDULED', 'IN_PROGRESS');