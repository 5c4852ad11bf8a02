import { formatKoreanDate, type Profile, type RecentGame, type TopRuleCard } from '@hanpan/core';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { shownTextFirst } from '@/lib/accessible-name';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { ChevronRightIcon, InstagramIcon, StopwatchIcon } from '@/ui/icons';

/** Spec §3 recentGames.result as the card says it. */
const RESULT_LABEL: Record<RecentGame['result'], string> = { win: '승', draw: '무', loss: '패' };
const RESULT_TONE: Record<RecentGame['result'], string> = {
  win: 'bg-accent-500 text-white',
  draw: 'bg-fill text-ink-muted',
  loss: 'bg-ink text-white',
};

/** '/profile/0?id=12' → 12: the game to scroll to; anything but a positive whole number is ignored. */
export function readFocusGameId(value: unknown): number | undefined {
  const id = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A player without a counted game: the record, rules and latest games are all empty. */
export function hasRecord(profile: Pick<Profile, 'stats' | 'recentGames'>): boolean {
  const { wins, draws, losses } = profile.stats;
  return wins + draws + losses > 0 || profile.recentGames.length > 0;
}

/** '1시간 25분', '40분', '0분' — minutes played (spec §3 playTime). */
export function formatPlayTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}분`;
  return rest === 0 ? `${hours}시간` : `${hours}시간 ${rest}분`;
}

/** 승·무·패 and the win rate: the profile's record line and the 'more stats' main view. */
export function RecordLine({
  stats,
}: {
  stats: Pick<Profile['stats'], 'wins' | 'draws' | 'losses' | 'winRate'>;
}) {
  const items = [
    { label: '승', value: `${stats.wins}` },
    { label: '무', value: `${stats.draws}` },
    { label: '패', value: `${stats.losses}` },
    { label: '승률', value: `${stats.winRate}%` },
  ];
  return (
    <dl className="grid grid-cols-4 gap-2 rounded-2xl bg-fill p-3 text-center">
      {items.map((item) => (
        <div key={item.label} className="flex flex-col-reverse gap-0.5">
          <dt className="text-label text-ink-subtle">{item.label}</dt>
          <dd className="text-title-sm text-ink">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec §3 Top rule card: opens the rule's ranking (spec §2 Profile). */
function TopRuleLink({ card }: { card: TopRuleCard }) {
  const place = `${card.myRank}위 / ${card.totalPlayers}명`;
  return (
    <Link
      to="/rules/$ruleId/ranking"
      params={{ ruleId: String(card.ruleId) }}
      aria-label={shownTextFirst(
        card.ruleTitle,
        `${card.minorCategory}, ${card.playCount}경기, ${place}, 랭킹 보기`,
      )}
      className="focus-ring flex min-w-36 flex-1 flex-col gap-1 rounded-2xl border border-line p-3 transition-colors hover:bg-fill"
    >
      <span className="truncate text-body font-semibold text-ink">{card.ruleTitle}</span>
      {/* Said in the name after the title (Label in Name: the name starts with the shown title). */}
      <span aria-hidden="true" className="text-label text-ink-subtle">
        {card.minorCategory}
      </span>
      <span aria-hidden="true" className="text-body-sm text-ink-muted">
        {card.playCount}경기 · {place}
      </span>
    </Link>
  );
}

/** The three most played rules (spec §2 'top-3 most played rules strip'). */
export function TopRulesStrip({ cards }: { cards: readonly TopRuleCard[] }) {
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="profile-top-rules" className="mt-4 flex flex-col gap-2">
      <h3 id="profile-top-rules" className="text-body font-semibold text-ink">
        자주 한 규칙
      </h3>
      <ul className="flex gap-2 overflow-x-auto">
        {cards.map((card) => (
          <li key={card.ruleId} className="flex flex-1">
            <TopRuleLink card={card} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The latest games, newest first. Each card opens the player's finished games in the feed
 * (spec §2: /feed?userId={id}); the one `focusGameId` names is scrolled to and marked (after a
 * result the app lands on /profile/0?id={gameId}).
 */
function RecentGames({
  games,
  userId,
  own,
  focusGameId,
}: {
  games: readonly RecentGame[];
  userId: number;
  /** One's own games also offer their story image (issue 20: only the players may make one). */
  own: boolean;
  focusGameId: number | undefined;
}) {
  const focused = useRef<HTMLLIElement | null>(null);
  useEffect(() => {
    // jsdom and old web views may lack it.
    focused.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
  }, [focusGameId]);
  return (
    <section aria-labelledby="profile-recent-games" className="mt-4 flex flex-col gap-2">
      <h3 id="profile-recent-games" className="text-body font-semibold text-ink">
        최근 경기
      </h3>
      <ul className="flex flex-col gap-2">
        {games.map((game) => {
          const isFocused = game.gameId === focusGameId;
          const score = `${game.myScore} : ${game.opponentScore}`;
          return (
            <li
              key={game.gameId}
              id={`profile-game-${game.gameId}`}
              ref={isFocused ? focused : undefined}
              data-focused={isFocused || undefined}
              className="flex items-stretch gap-2"
            >
              <Link
                to="/feed"
                search={{ userId }}
                aria-current={isFocused ? 'true' : undefined}
                aria-label={shownTextFirst(
                  RESULT_LABEL[game.result],
                  `${score}, ${game.opponentNickname}님과 ${game.ruleTitle}, ${formatKoreanDate(game.playedAt)}`,
                )}
                className={`focus-ring flex min-h-14 min-w-0 flex-1 items-center gap-3 rounded-2xl border px-3 py-2 transition-colors hover:bg-fill ${
                  isFocused ? 'border-accent-500 bg-accent-50' : 'border-line'
                }`}
              >
                <span
                  className={`flex size-9 shrink-0 items-center justify-center rounded-full text-body font-semibold ${RESULT_TONE[game.result]}`}
                >
                  {RESULT_LABEL[game.result]}
                </span>
                {/* Said in the name after the result (Label in Name: it starts with the shown 승/무/패). */}
                <span aria-hidden="true" className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-body font-medium text-ink">
                    {score} · {game.opponentNickname}
                  </span>
                  <span className="truncate text-label text-ink-subtle">
                    {game.ruleTitle} · {formatKoreanDate(game.playedAt)}
                  </span>
                </span>
                <ChevronRightIcon size={20} className="shrink-0 text-ink-disabled" />
              </Link>
              {own ? (
                <Link
                  to="/insta"
                  search={{ gameId: game.gameId }}
                  aria-label={`스토리 이미지 만들기, ${game.opponentNickname}님과 ${game.ruleTitle}`}
                  className="focus-ring flex w-14 shrink-0 items-center justify-center rounded-2xl border border-line text-ink-muted transition-colors hover:bg-fill"
                >
                  <InstagramIcon size={22} />
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * The profile's records (spec §2 Profile): 승·무·패 and win rate, the three most played rules
 * (each opens its ranking) and the latest games; one honest empty state with the spec's button
 * to /game-list before the first counted game.
 */
export function MatchRecords({
  profile,
  own,
  onMoreStats,
  focusGameId,
}: {
  profile: Profile;
  own: boolean;
  onMoreStats: () => void;
  focusGameId?: number | undefined;
}) {
  return (
    <section aria-labelledby="profile-records" className="mt-6 flex flex-col">
      <div className="flex items-center justify-between">
        <h2 id="profile-records" className="text-title-sm text-ink">
          경기 기록
        </h2>
        <button
          type="button"
          onClick={onMoreStats}
          aria-haspopup="dialog"
          className="focus-ring -mr-2 inline-flex min-h-touch items-center gap-0.5 rounded-md px-2 text-body-sm font-medium text-ink-muted hover:bg-fill"
        >
          통계 더보기
          <ChevronRightIcon size={18} />
        </button>
      </div>
      {hasRecord(profile) ? (
        <>
          <RecordLine stats={profile.stats} />
          <TopRulesStrip cards={profile.top3Rules} />
          {profile.recentGames.length > 0 ? (
            <RecentGames
              games={profile.recentGames}
              userId={profile.id}
              own={own}
              focusGameId={focusGameId}
            />
          ) : null}
        </>
      ) : (
        <EmptyState
          className="py-8"
          icon={<StopwatchIcon size={28} />}
          title="아직 경기가 없어요"
          description={
            own
              ? '경기를 마치면 전적, 자주 한 규칙, 최근 경기가 여기에 쌓여요.'
              : '경기를 마치면 전적과 최근 경기가 여기에 보여요.'
          }
          action={
            <Link to="/game-list" className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
              경기 둘러보기
            </Link>
          }
        />
      )}
    </section>
  );
}

/**
 * The 'more stats' modal's main view: the record, minutes played, different opponents and every
 * rule played (most recent first).
 */
export function RecordSummary({ profile }: { profile: Profile }) {
  if (!hasRecord(profile)) {
    return (
      <EmptyState
        className="py-8"
        icon={<StopwatchIcon size={28} />}
        title="아직 경기가 없어요"
        description="경기를 마치면 전적과 퍼포먼스가 여기에 쌓여요."
      />
    );
  }
  return (
    <div className="flex flex-col gap-4 py-2">
      <RecordLine stats={profile.stats} />
      <dl className="grid grid-cols-2 gap-2">
        <div className="flex flex-col-reverse gap-0.5 rounded-2xl border border-line p-3">
          <dt className="text-label text-ink-subtle">경기 시간</dt>
          <dd className="text-body font-semibold text-ink">{formatPlayTime(profile.playTime)}</dd>
        </div>
        <div className="flex flex-col-reverse gap-0.5 rounded-2xl border border-line p-3">
          <dt className="text-label text-ink-subtle">함께한 상대</dt>
          <dd className="text-body font-semibold text-ink">{profile.totalPlayers}명</dd>
        </div>
      </dl>
      {profile.playedRules.length > 0 ? (
        <section aria-labelledby="more-stats-played-rules" className="flex flex-col gap-2">
          <h3 id="more-stats-played-rules" className="text-body font-semibold text-ink">
            해 본 규칙
          </h3>
          <ul className="flex flex-col gap-1">
            {profile.playedRules.map((rule) => (
              <li key={rule.id}>
                <Link
                  to="/rules/$ruleId/ranking"
                  params={{ ruleId: String(rule.id) }}
                  aria-label={shownTextFirst(
                    rule.ruleTitle,
                    `${rule.majorCategory} > ${rule.minorCategory}, 랭킹 보기`,
                  )}
                  className="focus-ring flex min-h-touch items-center gap-2 rounded-lg px-2 hover:bg-fill"
                >
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate text-body text-ink">{rule.ruleTitle}</span>
                    <span className="truncate text-label text-ink-subtle">
                      {rule.majorCategory} &gt; {rule.minorCategory}
                    </span>
                  </span>
                  <ChevronRightIcon size={18} className="shrink-0 text-ink-disabled" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
