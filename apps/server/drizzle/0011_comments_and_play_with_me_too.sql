CREATE TYPE "public"."play_with_me_too_status" AS ENUM('PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "comment_likes" (
	"comment_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comment_likes_comment_user_pk" PRIMARY KEY("comment_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "game_comments" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"parent_id" bigint,
	"mention_user_id" bigint,
	"content" text NOT NULL,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "game_comments_not_own_parent" CHECK ("game_comments"."parent_id" is null or "game_comments"."parent_id" <> "game_comments"."id")
);
--> statement-breakpoint
CREATE TABLE "play_with_me_too_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "play_with_me_too_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"from_user_id" bigint NOT NULL,
	"to_user_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"rule_version" integer NOT NULL,
	"status" "play_with_me_too_status" DEFAULT 'PENDING' NOT NULL,
	"game_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "play_with_me_too_not_self" CHECK ("play_with_me_too_requests"."from_user_id" <> "play_with_me_too_requests"."to_user_id")
);
--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_comment_id_game_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."game_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_likes" ADD CONSTRAINT "comment_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_comments" ADD CONSTRAINT "game_comments_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_comments" ADD CONSTRAINT "game_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_comments" ADD CONSTRAINT "game_comments_parent_id_game_comments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."game_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_comments" ADD CONSTRAINT "game_comments_mention_user_id_users_id_fk" FOREIGN KEY ("mention_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_with_me_too_requests" ADD CONSTRAINT "play_with_me_too_requests_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_with_me_too_requests" ADD CONSTRAINT "play_with_me_too_requests_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_with_me_too_requests" ADD CONSTRAINT "play_with_me_too_requests_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_with_me_too_requests" ADD CONSTRAINT "play_with_me_too_requests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_likes_user_idx" ON "comment_likes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "game_comments_game_top_idx" ON "game_comments" USING btree ("game_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "game_comments"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "game_comments_parent_idx" ON "game_comments" USING btree ("parent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "game_comments_author_idx" ON "game_comments" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "game_comments_mention_idx" ON "game_comments" USING btree ("mention_user_id") WHERE "game_comments"."mention_user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "play_with_me_too_one_pending_key" ON "play_with_me_too_requests" USING btree ("from_user_id","to_user_id") WHERE "play_with_me_too_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "play_with_me_too_to_idx" ON "play_with_me_too_requests" USING btree ("to_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "play_with_me_too_from_idx" ON "play_with_me_too_requests" USING btree ("from_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);