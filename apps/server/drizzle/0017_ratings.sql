CREATE TABLE "player_ratings" (
	"user_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"rating" double precision NOT NULL,
	"rd" double precision NOT NULL,
	"volatility" double precision NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"region" text,
	"last_game_at" timestamp with time zone NOT NULL,
	CONSTRAINT "player_ratings_pk" PRIMARY KEY("user_id","rule_id"),
	CONSTRAINT "player_ratings_games_not_negative" CHECK ("player_ratings"."games_played" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rating_history" (
	"game_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"score" real NOT NULL,
	"rating_before" double precision NOT NULL,
	"rating_after" double precision NOT NULL,
	"rd_after" double precision NOT NULL,
	"rank_before" integer,
	"rank_after" integer NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rating_history_pk" PRIMARY KEY("game_id","user_id"),
	CONSTRAINT "rating_history_score_range" CHECK ("rating_history"."score" in (0, 0.5, 1))
);
--> statement-breakpoint
CREATE TABLE "rule_champions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"rule_id" bigint NOT NULL,
	"region" text NOT NULL,
	"user_id" bigint NOT NULL,
	"since" timestamp with time zone NOT NULL,
	"since_game_id" bigint,
	"since_game_side" smallint
);
--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_ratings" ADD CONSTRAINT "player_ratings_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_history" ADD CONSTRAINT "rating_history_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_history" ADD CONSTRAINT "rating_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_history" ADD CONSTRAINT "rating_history_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_champions" ADD CONSTRAINT "rule_champions_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_champions" ADD CONSTRAINT "rule_champions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_champions" ADD CONSTRAINT "rule_champions_since_game_id_games_id_fk" FOREIGN KEY ("since_game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_ratings_rule_rating_idx" ON "player_ratings" USING btree ("rule_id","rating" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "player_ratings_rule_region_idx" ON "player_ratings" USING btree ("rule_id","region");--> statement-breakpoint
CREATE INDEX "rating_history_user_rule_idx" ON "rating_history" USING btree ("user_id","rule_id","rated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_champions_rule_region_key" ON "rule_champions" USING btree ("rule_id","region");--> statement-breakpoint
CREATE INDEX "rule_champions_user_idx" ON "rule_champions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rule_champions_game_idx" ON "rule_champions" USING btree ("since_game_id");