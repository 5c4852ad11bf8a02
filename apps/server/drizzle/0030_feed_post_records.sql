-- A feed post's players' records in its rule are part of the post's cached content (decision 042):
-- a change of a player's record in a rule (a counted result written, or the counts rebuilt) raises
-- the post version of that player's games in that rule, in the writing transaction.
-- games_owner_created_idx and games_opponent_idx find the player's games.
CREATE FUNCTION games_touch_posts_of_record() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW.user_id, NEW.rule_id, NEW.wins, NEW.draws, NEW.losses)
      IS NOT DISTINCT FROM (OLD.user_id, OLD.rule_id, OLD.wins, OLD.draws, OLD.losses) THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE games SET post_version = post_version + 1
      WHERE rule_id = OLD.rule_id AND (owner_id = OLD.user_id OR opponent_id = OLD.user_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND (NEW.user_id, NEW.rule_id) IS DISTINCT FROM (OLD.user_id, OLD.rule_id)) THEN
    UPDATE games SET post_version = post_version + 1
      WHERE rule_id = NEW.rule_id AND (owner_id = NEW.user_id OR opponent_id = NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only the counts a post shows: the seconds, last game and rule version the profile reads change
-- with them, never alone.
CREATE TRIGGER player_rule_records_touch_posts AFTER INSERT OR DELETE OR UPDATE OF user_id, rule_id, wins, draws, losses
  ON player_rule_records
  FOR EACH ROW EXECUTE FUNCTION games_touch_posts_of_record();
