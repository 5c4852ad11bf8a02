-- Three facts of a game's visibility kept on the game's row (decision 041): whether its match ended
-- abandoned, whether one of its players' accounts is deleted, and whether staff hid it. The feed's
-- tiers, the like checks and the game list filtered every candidate game with a lookup into
-- match_results, two into users and one into hidden_items; under load those lookups were a third
-- of the feed page's database time.
ALTER TABLE "games" ADD COLUMN "abandoned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "player_deleted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- A result stored, changed or removed: its game's `abandoned` follows it (a game without a result is
-- not abandoned). Only when the value changes, so an unrelated update of the result writes nothing.
CREATE FUNCTION games_keep_abandoned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND NEW.game_id IS DISTINCT FROM OLD.game_id) THEN
    UPDATE games SET abandoned = false WHERE id = OLD.game_id AND abandoned;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE games SET abandoned = NEW.abandoned WHERE id = NEW.game_id AND abandoned <> NEW.abandoned;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_results_keep_abandoned AFTER INSERT OR UPDATE OF game_id, abandoned OR DELETE ON match_results
  FOR EACH ROW EXECUTE FUNCTION games_keep_abandoned();
--> statement-breakpoint
-- Whether a game's owner or opponent has a deleted account, from the users table as it stands.
CREATE FUNCTION games_player_deleted(owner_id bigint, opponent_id bigint) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT EXISTS (
    SELECT 1 FROM users WHERE id IN (owner_id, opponent_id) AND deleted_at IS NOT NULL
  )
$$;
--> statement-breakpoint
-- A game written with other players (made, or an opponent set or cleared): its flag from them.
CREATE FUNCTION games_set_player_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.player_deleted := games_player_deleted(NEW.owner_id, NEW.opponent_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER games_player_deleted_from_players BEFORE INSERT OR UPDATE OF owner_id, opponent_id ON games
  FOR EACH ROW EXECUTE FUNCTION games_set_player_deleted();
--> statement-breakpoint
-- An account deleted (or its deletion undone): every game of the player, found by
-- games_owner_created_idx and games_opponent_idx, takes the flag from both its players.
CREATE FUNCTION games_keep_player_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games SET player_deleted = games_player_deleted(owner_id, opponent_id)
    WHERE (owner_id = NEW.id OR opponent_id = NEW.id)
      AND player_deleted IS DISTINCT FROM games_player_deleted(owner_id, opponent_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_keep_games_player_deleted AFTER UPDATE OF deleted_at ON users
  FOR EACH ROW WHEN (OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION games_keep_player_deleted();
--> statement-breakpoint
-- Staff hid a game or showed it again (a hidden_items row of type GAME inserted or deleted; the rows
-- are never updated): the game's flag follows.
CREATE FUNCTION games_keep_hidden() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.target_type = 'GAME' THEN
    UPDATE games SET hidden = true WHERE id = NEW.target_id AND NOT hidden;
  ELSIF TG_OP = 'DELETE' AND OLD.target_type = 'GAME' THEN
    UPDATE games SET hidden = false WHERE id = OLD.target_id AND hidden;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER hidden_items_keep_games_hidden AFTER INSERT OR DELETE ON hidden_items
  FOR EACH ROW EXECUTE FUNCTION games_keep_hidden();
--> statement-breakpoint
-- The games stored before this migration.
UPDATE games SET abandoned = true
  WHERE EXISTS (SELECT 1 FROM match_results m WHERE m.game_id = games.id AND m.abandoned);
--> statement-breakpoint
UPDATE games SET player_deleted = true WHERE games_player_deleted(owner_id, opponent_id);
--> statement-breakpoint
UPDATE games SET hidden = true
  WHERE EXISTS (SELECT 1 FROM hidden_items h WHERE h.target_type = 'GAME' AND h.target_id = games.id);
