-- Rule versions and edit requests (issue 9). A rule's content now lives in versions too: every
-- rule written before this migration becomes version 1 of itself (the INSERT at the end). Its
-- search_choseong stays null here: 초성 can't be computed in SQL, so the server fills it at start
-- (backfillRuleSearchText in the rules feature).
CREATE TYPE "public"."rule_edit_request_status" AS ENUM('PENDING', 'APPROVED', 'REJECTED', 'CANCELLED');--> statement-breakpoint
CREATE TABLE "rule_edit_requests" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rule_edit_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule_id" bigint NOT NULL,
	"base_version" integer NOT NULL,
	"title" text NOT NULL,
	"major_category" text NOT NULL,
	"minor_category" text NOT NULL,
	"goal" text NOT NULL,
	"score_definition" text NOT NULL,
	"preparation" text NOT NULL,
	"play_order" text NOT NULL,
	"decision" text NOT NULL,
	"foul" text NOT NULL,
	"extra_info" text,
	"win_by" "rule_win_by" NOT NULL,
	"points_to_win" integer NOT NULL,
	"sets_to_win" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"status" "rule_edit_request_status" DEFAULT 'PENDING' NOT NULL,
	"requested_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by_id" bigint,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"result_version" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_edit_requests_rejection_reason" CHECK ("rule_edit_requests"."status" <> 'REJECTED' or "rule_edit_requests"."rejection_reason" is not null),
	CONSTRAINT "rule_edit_requests_points_valid" CHECK ("rule_edit_requests"."points_to_win" = -1 or "rule_edit_requests"."points_to_win" >= 1),
	CONSTRAINT "rule_edit_requests_duration_valid" CHECK ("rule_edit_requests"."duration_seconds" = -1 or "rule_edit_requests"."duration_seconds" >= 1),
	CONSTRAINT "rule_edit_requests_not_both_unlimited" CHECK (not ("rule_edit_requests"."points_to_win" = -1 and "rule_edit_requests"."duration_seconds" = -1)),
	CONSTRAINT "rule_edit_requests_sets_valid" CHECK ("rule_edit_requests"."sets_to_win" >= 1)
);
--> statement-breakpoint
CREATE TABLE "rule_versions" (
	"rule_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"major_category" text NOT NULL,
	"minor_category" text NOT NULL,
	"goal" text NOT NULL,
	"score_definition" text NOT NULL,
	"preparation" text NOT NULL,
	"play_order" text NOT NULL,
	"decision" text NOT NULL,
	"foul" text NOT NULL,
	"extra_info" text,
	"win_by" "rule_win_by" NOT NULL,
	"points_to_win" integer NOT NULL,
	"sets_to_win" integer NOT NULL,
	"duration_seconds" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rule_versions_rule_id_version_pk" PRIMARY KEY("rule_id","version"),
	CONSTRAINT "rule_versions_version_positive" CHECK ("rule_versions"."version" >= 1),
	CONSTRAINT "rule_versions_points_valid" CHECK ("rule_versions"."points_to_win" = -1 or "rule_versions"."points_to_win" >= 1),
	CONSTRAINT "rule_versions_duration_valid" CHECK ("rule_versions"."duration_seconds" = -1 or "rule_versions"."duration_seconds" >= 1),
	CONSTRAINT "rule_versions_not_both_unlimited" CHECK (not ("rule_versions"."points_to_win" = -1 and "rule_versions"."duration_seconds" = -1)),
	CONSTRAINT "rule_versions_sets_valid" CHECK ("rule_versions"."sets_to_win" >= 1)
);
--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "current_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "play_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "average_rating" double precision GENERATED ALWAYS AS (case when rating_count = 0 then 0 else rating_sum::double precision / rating_count end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "last_played_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rules" ADD COLUMN "search_choseong" text;--> statement-breakpoint
ALTER TABLE "rule_edit_requests" ADD CONSTRAINT "rule_edit_requests_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_edit_requests" ADD CONSTRAINT "rule_edit_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_edit_requests" ADD CONSTRAINT "rule_edit_requests_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_versions" ADD CONSTRAINT "rule_versions_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rule_edit_requests_one_pending_key" ON "rule_edit_requests" USING btree ("rule_id") WHERE "rule_edit_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "rule_edit_requests_rule_idx" ON "rule_edit_requests" USING btree ("rule_id","created_at","id");--> statement-breakpoint
CREATE INDEX "rule_edit_requests_status_idx" ON "rule_edit_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "rule_edit_requests_recent_idx" ON "rule_edit_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rules_recent_idx" ON "rules" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "rules_popular_idx" ON "rules" USING btree ("play_count","average_rating","id");--> statement-breakpoint
CREATE INDEX "rules_created_by_idx" ON "rules" USING btree ("created_by_id","created_at","id");--> statement-breakpoint
INSERT INTO "rule_versions" ("rule_id", "version", "title", "major_category", "minor_category", "goal", "score_definition", "preparation", "play_order", "decision", "foul", "extra_info", "win_by", "points_to_win", "sets_to_win", "duration_seconds", "created_at")
SELECT "id", 1, "title", "major_category", "minor_category", "goal", "score_definition", "preparation", "play_order", "decision", "foul", "extra_info", "win_by", "points_to_win", "sets_to_win", "duration_seconds", "created_at" FROM "rules";
