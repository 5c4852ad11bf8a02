CREATE TABLE "table_versions" (
	"table_name" text NOT NULL,
	"shard" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "table_versions_pk" PRIMARY KEY("table_name","shard")
);
--> statement-breakpoint
-- Decision 043: a page kept in memory is served again only while the tables it reads have not been
-- written since. A statement trigger per table adds one to one of the table's rows here, in the
-- writing transaction (visible with the write, at its commit). A writer takes a row no other
-- transaction holds and adds a row when every one is held: writers never wait on each other here,
-- so these rows can neither slow nor deadlock two writes. The sum of a table's rows only rises.
CREATE SEQUENCE "table_version_shards";
--> statement-breakpoint
CREATE FUNCTION table_versions_raise() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  name text := coalesce(TG_ARGV[0], TG_TABLE_NAME);
  free integer;
BEGIN
  SELECT shard INTO free FROM table_versions WHERE table_name = name LIMIT 1 FOR UPDATE SKIP LOCKED;
  IF FOUND THEN
    UPDATE table_versions SET version = version + 1 WHERE table_name = name AND shard = free;
  ELSE
    INSERT INTO table_versions (table_name, shard, version) VALUES (name, nextval('table_version_shards'), 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Every table a kept page may read (page-reads.test.ts holds each page's statements to its list).
-- Not here: tables no page reads and that are written often (sessions, chat lines, notifications,
-- a live match's events and state).
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY[
    'users', 'user_blocks', 'friendships', 'game_applications', 'game_likes', 'game_comments',
    'comment_likes', 'game_media', 'match_results', 'player_rule_records', 'player_opponents',
    'player_games', 'player_ratings', 'rating_history', 'rule_champions', 'hidden_items', 'reports', 'reviews',
    'player_review_totals', 'rule_ratings', 'rule_categories', 'rules', 'rule_versions',
    'rule_edit_requests', 'play_with_me_too_requests'
  ] LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION table_versions_raise()',
      t || '_raise_table_version', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- games in two parts: a like or a comment raises the game's counters and its post version
-- (migrations 0025, 0026) many times for each change of what the game lists show, so those three
-- columns raise `games.counts`, read only by the pages that show them, and every other column
-- raises `games`. migrations.test.ts fails when a column of games is in neither list.
CREATE TRIGGER games_raise_table_version AFTER INSERT OR DELETE OR TRUNCATE ON games
  FOR EACH STATEMENT EXECUTE FUNCTION table_versions_raise();
--> statement-breakpoint
CREATE TRIGGER games_raise_table_version_on_update AFTER UPDATE OF
  id, owner_id, opponent_id, rule_id, rule_version, status, is_friend_game, invited_friend_id,
  place_road, place_detail, province, region, match_date, created_at, invitation_declined_at,
  deleted_at, started_at, start_photo_key, chat_room_id, block_ended_by_id, abandoned,
  player_deleted, hidden
  ON games FOR EACH STATEMENT EXECUTE FUNCTION table_versions_raise();
--> statement-breakpoint
CREATE TRIGGER games_raise_counts_version AFTER UPDATE OF like_count, comment_count, post_version
  ON games FOR EACH STATEMENT EXECUTE FUNCTION table_versions_raise('games.counts');
