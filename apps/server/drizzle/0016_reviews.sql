CREATE TABLE "reviews" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"reviewer_id" bigint NOT NULL,
	"reviewee_id" bigint NOT NULL,
	"manner" smallint NOT NULL,
	"performance" smallint NOT NULL,
	"text" text,
	"played_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_manner_range" CHECK ("reviews"."manner" between 1 and 5),
	CONSTRAINT "reviews_performance_range" CHECK ("reviews"."performance" between 1 and 5),
	CONSTRAINT "reviews_text_length" CHECK (char_length("reviews"."text") <= 300),
	CONSTRAINT "reviews_not_self" CHECK ("reviews"."reviewer_id" <> "reviews"."reviewee_id")
);
--> statement-breakpoint
CREATE TABLE "rule_ratings" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rule_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_ratings_rating_range" CHECK ("rule_ratings"."rating" between 1 and 5),
	CONSTRAINT "rule_ratings_comment_length" CHECK (char_length("rule_ratings"."comment") <= 300)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_ratings" ADD CONSTRAINT "rule_ratings_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_ratings" ADD CONSTRAINT "rule_ratings_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_ratings" ADD CONSTRAINT "rule_ratings_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_game_reviewer_key" ON "reviews" USING btree ("game_id","reviewer_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_idx" ON "reviews" USING btree ("reviewee_id","played_at");--> statement-breakpoint
CREATE INDEX "reviews_reviewer_idx" ON "reviews" USING btree ("reviewer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_ratings_game_player_key" ON "rule_ratings" USING btree ("game_id","player_id");--> statement-breakpoint
CREATE INDEX "rule_ratings_player_idx" ON "rule_ratings" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "rule_ratings_rule_idx" ON "rule_ratings" USING btree ("rule_id");