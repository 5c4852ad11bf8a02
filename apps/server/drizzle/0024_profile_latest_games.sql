CREATE TABLE "player_games" (
	"user_id" bigint NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"game_id" bigint NOT NULL,
	CONSTRAINT "player_games_pk" PRIMARY KEY("user_id","completed_at","game_id")
);
--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_games" ADD CONSTRAINT "player_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The profile's latest games (decision 033): each counted game also goes into the player's games by
-- their end, so the profile walks the newest ends until it has ten the viewer may see instead of
-- sorting every game the player played. Same rules as 0021 and 0023.
CREATE OR REPLACE FUNCTION player_rule_records_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  game record;
  player bigint;
  played_seconds numeric;
BEGIN
  IF NEW.abandoned THEN
    RETURN NULL;
  END IF;
  SELECT owner_id, opponent_id, rule_id, rule_version, started_at INTO game FROM games WHERE id = NEW.game_id;
  IF game.opponent_id IS NULL THEN
    RETURN NULL;
  END IF;
  -- greatest() skips a null: a game without a kick-off instant adds no time, as the read-time sum did.
  played_seconds := greatest(extract(epoch from NEW.completed_at - game.started_at), 0);
  FOREACH player IN ARRAY (
    CASE WHEN game.owner_id = game.opponent_id THEN ARRAY[game.owner_id] ELSE ARRAY[game.owner_id, game.opponent_id] END
  ) LOOP
    INSERT INTO player_rule_records AS r (user_id, rule_id, wins, draws, losses, seconds, last_played_at, rule_version)
    VALUES (
      player,
      game.rule_id,
      CASE WHEN NEW.winner_id = player THEN 1 ELSE 0 END,
      CASE WHEN NEW.winner_idx = 0 THEN 1 ELSE 0 END,
      CASE WHEN NEW.winner_idx <> 0 AND NEW.winner_id IS DISTINCT FROM player THEN 1 ELSE 0 END,
      played_seconds,
      NEW.completed_at,
      game.rule_version
    )
    ON CONFLICT (user_id, rule_id) DO UPDATE
      SET wins = r.wins + excluded.wins, draws = r.draws + excluded.draws, losses = r.losses + excluded.losses,
        seconds = r.seconds + excluded.seconds,
        last_played_at = greatest(r.last_played_at, excluded.last_played_at),
        rule_version = greatest(r.rule_version, excluded.rule_version);
    INSERT INTO player_opponents (user_id, opponent_id)
    VALUES (player, CASE WHEN player = game.owner_id THEN game.opponent_id ELSE game.owner_id END)
    ON CONFLICT DO NOTHING;
    INSERT INTO player_games (user_id, completed_at, game_id) VALUES (player, NEW.completed_at, NEW.game_id);
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The three tables from the stored results: the backfill below, and a repair after a bulk load.
CREATE OR REPLACE FUNCTION player_rule_records_recount() RETURNS void LANGUAGE sql AS $$
  DELETE FROM player_rule_records;
  INSERT INTO player_rule_records (user_id, rule_id, wins, draws, losses, seconds, last_played_at, rule_version)
  SELECT p.user_id, g.rule_id,
    count(*) FILTER (WHERE mr.winner_id = p.user_id),
    count(*) FILTER (WHERE mr.winner_idx = 0),
    count(*) FILTER (WHERE mr.winner_idx <> 0 AND mr.winner_id IS DISTINCT FROM p.user_id),
    coalesce(sum(greatest(extract(epoch from mr.completed_at - g.started_at), 0)), 0),
    max(mr.completed_at),
    max(g.rule_version)
  FROM match_results mr
  JOIN games g ON g.id = mr.game_id
  CROSS JOIN LATERAL (SELECT DISTINCT u FROM unnest(ARRAY[g.owner_id, g.opponent_id]) AS u) AS p(user_id)
  WHERE NOT mr.abandoned AND g.opponent_id IS NOT NULL
  GROUP BY p.user_id, g.rule_id;
  DELETE FROM player_opponents;
  INSERT INTO player_opponents (user_id, opponent_id)
  SELECT DISTINCT p.user_id, p.opponent_id
  FROM match_results mr
  JOIN games g ON g.id = mr.game_id
  CROSS JOIN LATERAL (VALUES (g.owner_id, g.opponent_id), (g.opponent_id, g.owner_id)) AS p(user_id, opponent_id)
  WHERE NOT mr.abandoned AND g.opponent_id IS NOT NULL;
  DELETE FROM player_games;
  INSERT INTO player_games (user_id, completed_at, game_id)
  SELECT DISTINCT p.user_id, mr.completed_at, g.id
  FROM match_results mr
  JOIN games g ON g.id = mr.game_id
  CROSS JOIN LATERAL (VALUES (g.owner_id), (g.opponent_id)) AS p(user_id)
  WHERE NOT mr.abandoned AND g.opponent_id IS NOT NULL;
$$;
--> statement-breakpoint
SELECT player_rule_records_recount();
