DROP INDEX "games_owner_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "invitation_declined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "games_owner_created_idx" ON "games" USING btree ("owner_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_declined_friend_game" CHECK ("games"."invitation_declined_at" is null or "games"."is_friend_game");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_deleted_canceled" CHECK ("games"."deleted_at" is null or "games"."status" = 'CANCELED');