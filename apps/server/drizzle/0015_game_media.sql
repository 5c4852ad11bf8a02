CREATE TABLE "game_media" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_media_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"uploader_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"media_type" text NOT NULL,
	"file_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"duration_ms" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_media_position_range" CHECK ("game_media"."position" between 1 and 5),
	CONSTRAINT "game_media_type" CHECK ("game_media"."media_type" in ('IMAGE', 'VIDEO')),
	CONSTRAINT "game_media_video_duration" CHECK (("game_media"."media_type" = 'VIDEO') = ("game_media"."duration_ms" is not null))
);
--> statement-breakpoint
ALTER TABLE "game_media" ADD CONSTRAINT "game_media_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_media" ADD CONSTRAINT "game_media_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_media_uploader_position_key" ON "game_media" USING btree ("game_id","uploader_id","position");--> statement-breakpoint
CREATE INDEX "game_media_uploader_idx" ON "game_media" USING btree ("uploader_id");--> statement-breakpoint
CREATE INDEX "game_media_file_key_idx" ON "game_media" USING btree ("file_key");