-- The records of game cards and the feed (issue 17): a player's wins, draws and losses per rule,
-- counted as each result is written (schema/match.ts `player_rule_records`). A result is inserted
-- once, in the transaction that completes its game, and never updated or deleted, so counting on
-- insert keeps the table equal to counting the results. Abandoned matches count in no record; a
-- game without an opponent has no record; a game against oneself counts once.
CREATE FUNCTION player_rule_records_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  game record;
  player bigint;
BEGIN
  IF NEW.abandoned THEN
    RETURN NULL;
  END IF;
  SELECT owner_id, opponent_id, rule_id INTO game FROM games WHERE id = NEW.game_id;
  IF game.opponent_id IS NULL THEN
    RETURN NULL;
  END IF;
  FOREACH player IN ARRAY (
    CASE WHEN game.owner_id = game.opponent_id THEN ARRAY[game.owner_id] ELSE ARRAY[game.owner_id, game.opponent_id] END
  ) LOOP
    INSERT INTO player_rule_records AS r (user_id, rule_id, wins, draws, losses)
    VALUES (
      player,
      game.rule_id,
      CASE WHEN NEW.winner_id = player THEN 1 ELSE 0 END,
      CASE WHEN NEW.winner_idx = 0 THEN 1 ELSE 0 END,
      CASE WHEN NEW.winner_idx <> 0 AND NEW.winner_id IS DISTINCT FROM player THEN 1 ELSE 0 END
    )
    ON CONFLICT (user_id, rule_id) DO UPDATE
      SET wins = r.wins + excluded.wins, draws = r.draws + excluded.draws, losses = r.losses + excluded.losses;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_results_count_records AFTER INSERT ON match_results
  FOR EACH ROW EXECUTE FUNCTION player_rule_records_count();
--> statement-breakpoint
-- The whole table from the stored results: the backfill below, and bench:data after a bulk load
-- with the trigger disabled.
CREATE FUNCTION player_rule_records_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM player_rule_records;
  INSERT INTO player_rule_records (user_id, rule_id, wins, draws, losses)
  SELECT p.user_id, g.rule_id,
    count(*) FILTER (WHERE mr.winner_id = p.user_id),
    count(*) FILTER (WHERE mr.winner_idx = 0),
    count(*) FILTER (WHERE mr.winner_idx <> 0 AND mr.winner_id IS DISTINCT FROM p.user_id)
  FROM match_results mr
  JOIN games g ON g.id = mr.game_id
  CROSS JOIN LATERAL (SELECT DISTINCT u FROM unnest(ARRAY[g.owner_id, g.opponent_id]) AS u) AS p(user_id)
  WHERE NOT mr.abandoned AND g.opponent_id IS NOT NULL
  GROUP BY p.user_id, g.rule_id;
$$;
--> statement-breakpoint
SELECT player_rule_records_recount();
