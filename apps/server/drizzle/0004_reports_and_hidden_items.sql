CREATE TYPE "public"."report_status" AS ENUM('OPEN', 'RESOLVED');--> statement-breakpoint
CREATE TYPE "public"."report_target_type" AS ENUM('RULE', 'GAME', 'COMMENT');--> statement-breakpoint
CREATE TABLE "hidden_items" (
	"target_type" "report_target_type" NOT NULL,
	"target_id" bigint NOT NULL,
	"hidden_by_id" bigint,
	"report_id" bigint,
	"hidden_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hidden_items_target_type_target_id_pk" PRIMARY KEY("target_type","target_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"target_type" "report_target_type" NOT NULL,
	"target_id" bigint NOT NULL,
	"reporter_id" bigint,
	"reason" text NOT NULL,
	"status" "report_status" DEFAULT 'OPEN' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" bigint,
	"resolution_note" text,
	CONSTRAINT "reports_resolution_complete" CHECK (("reports"."status" = 'OPEN' and "reports"."resolved_at" is null) or ("reports"."status" = 'RESOLVED' and "reports"."resolved_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_hidden_by_id_users_id_fk" FOREIGN KEY ("hidden_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_items" ADD CONSTRAINT "hidden_items_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_reporter_target_key" ON "reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_open_queue_idx" ON "reports" USING btree ("created_at","id") WHERE "reports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "reports_resolved_queue_idx" ON "reports" USING btree ("resolved_at","id") WHERE "reports"."status" = 'RESOLVED';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");