CREATE TYPE "public"."friendship_status" AS ENUM('PENDING', 'ACCEPTED');--> statement-breakpoint
CREATE TABLE "friendships" (
	"user_low" bigint NOT NULL,
	"user_high" bigint NOT NULL,
	"requester_id" bigint NOT NULL,
	"status" "friendship_status" DEFAULT 'PENDING' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "friendships_user_low_user_high_pk" PRIMARY KEY("user_low","user_high"),
	CONSTRAINT "friendships_pair_canonical" CHECK ("friendships"."user_low" < "friendships"."user_high"),
	CONSTRAINT "friendships_requester_in_pair" CHECK ("friendships"."requester_id" = "friendships"."user_low" or "friendships"."requester_id" = "friendships"."user_high"),
	CONSTRAINT "friendships_accepted_at" CHECK (("friendships"."status" = 'ACCEPTED') = ("friendships"."accepted_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "friendships" ADD CONSTRAINT "friendships_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "friendships_user_high_idx" ON "friendships" USING btree ("user_high");