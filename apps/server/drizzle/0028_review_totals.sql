-- A player's review totals kept as one row (decision 040): profiles and game cards read the count
-- and the manner and performance sums instead of aggregating every review the player received.
CREATE TABLE "player_review_totals" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"review_count" integer NOT NULL,
	"manner_sum" integer NOT NULL,
	"performance_sum" integer NOT NULL
);
--> statement-breakpoint
DROP INDEX "reviews_reviewee_idx";--> statement-breakpoint
ALTER TABLE "player_review_totals" ADD CONSTRAINT "player_review_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_reviewee_idx" ON "reviews" USING btree ("reviewee_id","played_at","id");--> statement-breakpoint
-- One review more or less. A delta, not a recount: under READ COMMITTED a recount's snapshot would
-- miss a review committed while this transaction waited for the totals row's lock. Reviews are
-- written once today; an UPDATE of the counted columns or a DELETE is handled all the same.
CREATE FUNCTION reviews_keep_totals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE player_review_totals
      SET review_count = review_count - 1,
          manner_sum = manner_sum - OLD.manner,
          performance_sum = performance_sum - OLD.performance
      WHERE user_id = OLD.reviewee_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO player_review_totals AS t (user_id, review_count, manner_sum, performance_sum)
      VALUES (NEW.reviewee_id, 1, NEW.manner, NEW.performance)
      ON CONFLICT (user_id) DO UPDATE
        SET review_count = t.review_count + 1,
            manner_sum = t.manner_sum + EXCLUDED.manner_sum,
            performance_sum = t.performance_sum + EXCLUDED.performance_sum;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_totals AFTER INSERT OR UPDATE OF reviewee_id, manner, performance OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_keep_totals();
--> statement-breakpoint
-- The totals of the reviews stored before this migration.
INSERT INTO player_review_totals (user_id, review_count, manner_sum, performance_sum)
  SELECT reviewee_id, count(*), sum(manner), sum(performance) FROM reviews GROUP BY reviewee_id;
