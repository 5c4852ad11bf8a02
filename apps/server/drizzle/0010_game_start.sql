ALTER TABLE "games" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "start_photo_key" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "chat_room_id" bigint;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_chat_room_id_chat_rooms_id_fk" FOREIGN KEY ("chat_room_id") REFERENCES "public"."chat_rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_open_match_date_idx" ON "games" USING btree ("match_date","id") WHERE "games"."status" = 'MATCHING' and not "games"."is_friend_game";--> statement-breakpoint
CREATE INDEX "games_open_region_match_date_idx" ON "games" USING btree ("region","match_date","id") WHERE "games"."status" = 'MATCHING' and not "games"."is_friend_game";--> statement-breakpoint
CREATE UNIQUE INDEX "games_chat_room_key" ON "games" USING btree ("chat_room_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_started_when_live" CHECK ("games"."status" not in ('IN_PROGRESS', 'COMPLETED') or "games"."started_at" is not null);