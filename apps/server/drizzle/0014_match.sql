CREATE TABLE "match_events" (
	"game_id" bigint NOT NULL,
	"seq" integer NOT NULL,
	"type" text NOT NULL,
	"sender_id" bigint,
	"target_id" bigint,
	"delta" integer,
	"set_index" integer,
	"client_event_id" text,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_events_game_seq_pk" PRIMARY KEY("game_id","seq"),
	CONSTRAINT "match_events_seq_positive" CHECK ("match_events"."seq" > 0),
	CONSTRAINT "match_events_client_event_id_length" CHECK (char_length("match_events"."client_event_id") <= 64)
);
--> statement-breakpoint
CREATE TABLE "match_results" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"winner_idx" smallint NOT NULL,
	"winner_id" bigint,
	"set_results" jsonb NOT NULL,
	"user1_set_count" integer NOT NULL,
	"user2_set_count" integer NOT NULL,
	"draw_count" integer NOT NULL,
	"abandoned" boolean DEFAULT false NOT NULL,
	"finished_early" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "match_results_winner_idx_range" CHECK ("match_results"."winner_idx" between 0 and 2),
	CONSTRAINT "match_results_abandoned_no_winner" CHECK (not "match_results"."abandoned" or "match_results"."winner_idx" = 0)
);
--> statement-breakpoint
CREATE TABLE "match_states" (
	"game_id" bigint PRIMARY KEY NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"state" jsonb NOT NULL,
	"last_event_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	CONSTRAINT "match_states_seq_not_negative" CHECK ("match_states"."seq" >= 0)
);
--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_results" ADD CONSTRAINT "match_results_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_states" ADD CONSTRAINT "match_states_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "match_events_client_event_key" ON "match_events" USING btree ("game_id","client_event_id") WHERE "match_events"."client_event_id" is not null;--> statement-breakpoint
CREATE INDEX "match_results_winner_idx" ON "match_results" USING btree ("winner_id");--> statement-breakpoint
CREATE INDEX "match_states_due_idx" ON "match_states" USING btree ("due_at") WHERE "match_states"."due_at" is not null;