CREATE TYPE "public"."game_application_status" AS ENUM('REQUESTED', 'APPROVED', 'REJECTED');--> statement-breakpoint
CREATE TYPE "public"."game_status" AS ENUM('MATCHING', 'SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'CANCELED');--> statement-breakpoint
CREATE TABLE "game_applications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"game_id" bigint NOT NULL,
	"applicant_id" bigint NOT NULL,
	"status" "game_application_status" DEFAULT 'REQUESTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "games_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" bigint NOT NULL,
	"opponent_id" bigint,
	"rule_id" bigint NOT NULL,
	"rule_version" integer NOT NULL,
	"status" "game_status" DEFAULT 'MATCHING' NOT NULL,
	"is_friend_game" boolean DEFAULT false NOT NULL,
	"invited_friend_id" bigint,
	"place_road" text,
	"place_detail" text DEFAULT '' NOT NULL,
	"province" text,
	"region" text,
	"match_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_friend_game_invite" CHECK ("games"."is_friend_game" = ("games"."invited_friend_id" is not null)),
	CONSTRAINT "games_region_with_place" CHECK (("games"."place_road" is null) = ("games"."region" is null)),
	CONSTRAINT "games_province_of_region" CHECK (("games"."province" is null) = ("games"."region" is null))
);
--> statement-breakpoint
ALTER TABLE "game_applications" ADD CONSTRAINT "game_applications_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_applications" ADD CONSTRAINT "game_applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_opponent_id_users_id_fk" FOREIGN KEY ("opponent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_invited_friend_id_users_id_fk" FOREIGN KEY ("invited_friend_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_rule_version_fk" FOREIGN KEY ("rule_id","rule_version") REFERENCES "public"."rule_versions"("rule_id","version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_applications_game_applicant_key" ON "game_applications" USING btree ("game_id","applicant_id");--> statement-breakpoint
CREATE INDEX "game_applications_applicant_idx" ON "game_applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "games_open_created_idx" ON "games" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "games"."status" = 'MATCHING' and not "games"."is_friend_game";--> statement-breakpoint
CREATE INDEX "games_open_province_created_idx" ON "games" USING btree ("province","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "games"."status" = 'MATCHING' and not "games"."is_friend_game";--> statement-breakpoint
CREATE INDEX "games_open_region_created_idx" ON "games" USING btree ("region","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "games"."status" = 'MATCHING' and not "games"."is_friend_game";--> statement-breakpoint
CREATE INDEX "games_owner_idx" ON "games" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "games_opponent_idx" ON "games" USING btree ("opponent_id");--> statement-breakpoint
CREATE INDEX "games_invited_friend_idx" ON "games" USING btree ("invited_friend_id");