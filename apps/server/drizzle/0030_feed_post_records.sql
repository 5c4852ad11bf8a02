-- A feed post's players' records in its rule are part of the post's cached content (decision 042).
-- The records change only when a counted result is inserted (match_results_count_records; results
-- are never updated or deleted; `player_rule_records_recount()` runs in migrations and bench:data,
-- before any server has cached a post), so the same insert raises the post version of both
-- players' games in the rule, in the writing transaction.
--
-- One statement for both players, locking the games in id order: two matches of the same rule
-- ending at once may share games of their players' pasts (A's and B's match, C's and D's match,
-- and earlier games A–C and B–C). Per player and unordered, each transaction could hold one such
-- game while waiting for the other's, and PostgreSQL would abort one completion as a deadlock.
-- games_owner_created_idx and games_opponent_idx find the games.
CREATE FUNCTION games_touch_posts_of_records() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  game record;
BEGIN
  IF NEW.abandoned THEN
    RETURN NULL;
  END IF;
  SELECT owner_id, opponent_id, rule_id INTO game FROM games WHERE id = NEW.game_id;
  IF game.opponent_id IS NULL THEN
    RETURN NULL;
  END IF;
  UPDATE games SET post_version = post_version + 1
    WHERE id IN (
      SELECT id FROM games
        WHERE rule_id = game.rule_id
          AND (owner_id IN (game.owner_id, game.opponent_id) OR opponent_id IN (game.owner_id, game.opponent_id))
        ORDER BY id
        FOR UPDATE
    );
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_results_touch_posts_of_records AFTER INSERT ON match_results
  FOR EACH ROW EXECUTE FUNCTION games_touch_posts_of_records();
