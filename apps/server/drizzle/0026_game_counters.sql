ALTER TABLE "games" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Counters on the game row (decision 035): a feed page reads each post's like and comment counts
-- as columns instead of counting rows per post. They are not part of what the post's cached text
-- shows (decision 034), so a change of them alone does not raise post_version.
CREATE OR REPLACE FUNCTION games_raise_post_version() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  probe games%ROWTYPE;
BEGIN
  probe := NEW;
  probe.like_count := OLD.like_count;
  probe.comment_count := OLD.comment_count;
  IF probe IS DISTINCT FROM OLD THEN
    NEW.post_version := OLD.post_version + 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- One like more or less. A delta, not a recount: under READ COMMITTED a recount's snapshot would
-- miss a like committed while this transaction waited for the game row's lock.
CREATE FUNCTION games_count_likes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE games SET like_count = like_count + 1 WHERE id = NEW.game_id;
  ELSE
    UPDATE games SET like_count = like_count - 1 WHERE id = OLD.game_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER game_likes_count AFTER INSERT OR DELETE ON game_likes
  FOR EACH ROW EXECUTE FUNCTION games_count_likes();
--> statement-breakpoint
-- A comment counts while it is not deleted and not hidden by staff (comments'
-- visibleCommentCountSql for a viewer with nothing of their own to add or take away).
CREATE FUNCTION games_count_comments() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_counted boolean := false;
  is_counted boolean := false;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    was_counted := OLD.deleted_at IS NULL AND NOT EXISTS (
      SELECT 1 FROM hidden_items WHERE target_type = 'COMMENT' AND target_id = OLD.id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    is_counted := NEW.deleted_at IS NULL AND NOT EXISTS (
      SELECT 1 FROM hidden_items WHERE target_type = 'COMMENT' AND target_id = NEW.id);
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.game_id IS DISTINCT FROM NEW.game_id THEN
    UPDATE games SET comment_count = comment_count - was_counted::int WHERE id = OLD.game_id;
    UPDATE games SET comment_count = comment_count + is_counted::int WHERE id = NEW.game_id;
  ELSIF was_counted <> is_counted THEN
    UPDATE games SET comment_count = comment_count + CASE WHEN is_counted THEN 1 ELSE -1 END
      WHERE id = COALESCE(NEW.game_id, OLD.game_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER game_comments_count AFTER INSERT OR UPDATE OF deleted_at, game_id OR DELETE ON game_comments
  FOR EACH ROW EXECUTE FUNCTION games_count_comments();
--> statement-breakpoint
-- Staff hide or unhide a comment: it leaves or rejoins its game's count if it is not deleted.
CREATE FUNCTION games_count_hidden_comments() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW.target_type = 'COMMENT' THEN
    UPDATE games SET comment_count = comment_count - 1
      WHERE id = (SELECT game_id FROM game_comments WHERE id = NEW.target_id AND deleted_at IS NULL);
  ELSIF TG_OP = 'DELETE' AND OLD.target_type = 'COMMENT' THEN
    UPDATE games SET comment_count = comment_count + 1
      WHERE id = (SELECT game_id FROM game_comments WHERE id = OLD.target_id AND deleted_at IS NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER hidden_items_count_comments AFTER INSERT OR DELETE ON hidden_items
  FOR EACH ROW EXECUTE FUNCTION games_count_hidden_comments();
--> statement-breakpoint
-- The counts of the games already there.
UPDATE games g SET
  like_count = (SELECT count(*) FROM game_likes l WHERE l.game_id = g.id),
  comment_count = (
    SELECT count(*) FROM game_comments c
    WHERE c.game_id = g.id AND c.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM hidden_items h WHERE h.target_type = 'COMMENT' AND h.target_id = c.id)
  );
