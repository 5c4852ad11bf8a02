CREATE TABLE "player_rule_records" (
	"user_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "player_rule_records_pk" PRIMARY KEY("user_id","rule_id")
);
--> statement-breakpoint
ALTER TABLE "player_rule_records" ADD CONSTRAINT "player_rule_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_rule_records" ADD CONSTRAINT "player_rule_records_rule_id_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_rule_records_rule_idx" ON "player_rule_records" USING btree ("rule_id");