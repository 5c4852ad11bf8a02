CREATE TYPE "public"."rule_win_by" AS ENUM('SETS_HALF_WIN', 'MOST_SETS_AND_POINTS', 'TIME_LIMIT');--> statement-breakpoint
CREATE TYPE "public"."user_gender" AS ENUM('M', 'F', 'O');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('USER', 'ADMIN');--> statement-breakpoint
CREATE TABLE "external_identities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rule_categories" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rule_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"major" text NOT NULL,
	"minor" text NOT NULL,
	"major_order" integer NOT NULL,
	"minor_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rules" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
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
	"created_by_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rules_points_valid" CHECK ("rules"."points_to_win" = -1 or "rules"."points_to_win" >= 1),
	CONSTRAINT "rules_duration_valid" CHECK ("rules"."duration_seconds" = -1 or "rules"."duration_seconds" >= 1),
	CONSTRAINT "rules_not_both_unlimited" CHECK (not ("rules"."points_to_win" = -1 and "rules"."duration_seconds" = -1)),
	CONSTRAINT "rules_sets_valid" CHECK ("rules"."sets_to_win" >= 1)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"email" text,
	"password_hash" text,
	"username" text,
	"nickname" text,
	"role" "user_role" DEFAULT 'USER' NOT NULL,
	"is_group_account" boolean DEFAULT false NOT NULL,
	"is_initial_group" boolean DEFAULT false NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"age" integer,
	"gender" "user_gender",
	"region" text,
	"bio" text,
	"affiliation" text,
	"profile_picture_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "users_age_range" CHECK ("users"."age" is null or ("users"."age" between 0 and 150))
);
--> statement-breakpoint
ALTER TABLE "external_identities" ADD CONSTRAINT "external_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rules" ADD CONSTRAINT "rules_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_identities_provider_subject_key" ON "external_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "external_identities_user_idx" ON "external_identities" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rule_categories_major_minor_key" ON "rule_categories" USING btree ("major","minor");--> statement-breakpoint
CREATE INDEX "rules_category_idx" ON "rules" USING btree ("major_category","minor_category");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_group_email_key" ON "users" USING btree ("email") WHERE "users"."is_group_account";--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_key" ON "users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "users_nickname_idx" ON "users" USING btree ("nickname");