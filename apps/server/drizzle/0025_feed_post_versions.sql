-- The version of what a game's feed post shows (decision 034): the feed keeps each post's
-- viewer-independent JSON text in memory and uses it only while `post_version` is what it was built
-- from. Every change of what that text shows raises it, in the writing transaction: the game's own
-- row (status, place, times, start photo…), its result, its media, its reviews, and its players'
-- names, pictures and deletion. Rule versions are never updated, so a game's rule needs no trigger.
ALTER TABLE "games" ADD COLUMN "post_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE FUNCTION games_raise_post_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.post_version := OLD.post_version + 1;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER games_post_version BEFORE UPDATE ON games
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION games_raise_post_version();
--> statement-breakpoint
-- A row of match_results, game_media or reviews changed: its game's post shows it.
CREATE FUNCTION games_touch_post_of_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE games SET post_version = post_version + 1 WHERE id = OLD.game_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.game_id IS DISTINCT FROM OLD.game_id) THEN
    UPDATE games SET post_version = post_version + 1 WHERE id = NEW.game_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER match_results_touch_post AFTER INSERT OR UPDATE OR DELETE ON match_results
  FOR EACH ROW EXECUTE FUNCTION games_touch_post_of_row();
--> statement-breakpoint
CREATE TRIGGER game_media_touch_post AFTER INSERT OR UPDATE OR DELETE ON game_media
  FOR EACH ROW EXECUTE FUNCTION games_touch_post_of_row();
--> statement-breakpoint
CREATE TRIGGER reviews_touch_post AFTER INSERT OR UPDATE OR DELETE ON reviews
  FOR EACH ROW EXECUTE FUNCTION games_touch_post_of_row();
--> statement-breakpoint
-- A player's card (name, picture, deletion) is in every post of their games; reviewers are the
-- game's players. games_owner_created_idx and games_opponent_idx find them.
CREATE FUNCTION games_touch_posts_of_player() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE games SET post_version = post_version + 1 WHERE owner_id = NEW.id OR opponent_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_touch_posts AFTER UPDATE OF nickname, profile_picture_key, deleted_at ON users
  FOR EACH ROW
  WHEN (
    OLD.nickname IS DISTINCT FROM NEW.nickname
    OR OLD.profile_picture_key IS DISTINCT FROM NEW.profile_picture_key
    OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at
  )
  EXECUTE FUNCTION games_touch_posts_of_player();
