import type { ChampionTitle } from '@hanpan/core';
import { Link } from '@tanstack/react-router';
import { shownTextFirst } from '@/lib/accessible-name';
import { TrophyIcon } from '@/ui/icons';

/**
 * The champion titles a player holds (spec §2 Profile 'champion list', the 'more stats' champions
 * view; decision 024): the top non-provisional rating of a rule among its players of one district.
 * Each opens that rule's ranking.
 */
export function ChampionTitles({
  titles,
  headingId,
}: {
  titles: readonly ChampionTitle[];
  headingId: string;
}) {
  return (
    <ul aria-labelledby={headingId} className="flex flex-col gap-2">
      {titles.map((title) => (
        <li key={`${title.ruleId}:${title.region}`}>
          <Link
            to="/rules/$ruleId/ranking"
            params={{ ruleId: String(title.ruleId) }}
            aria-label={shownTextFirst(title.ruleTitle, `${title.region} 챔피언, 랭킹 보기`)}
            className="focus-ring flex items-center gap-3 rounded-2xl border border-line px-3 py-3 transition-colors hover:bg-fill"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-warning-soft text-warning">
              <TrophyIcon size={20} />
            </span>
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-body font-semibold text-ink">{title.ruleTitle}</span>
              {/* Said in the name after the title (Label in Name: it starts with the shown title). */}
              <span aria-hidden="true" className="text-body-sm text-ink-muted">
                {title.region} 챔피언
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The profile's champion list: shown only to a player who holds a title. */
export function ChampionList({ titles }: { titles: readonly ChampionTitle[] }) {
  if (titles.length === 0) return null;
  return (
    <section aria-labelledby="profile-champions" className="mt-6 flex flex-col gap-2">
      <h2 id="profile-champions" className="text-title-sm text-ink">
        챔피언
      </h2>
      <ChampionTitles titles={titles} headingId="profile-champions" />
    </section>
  );
}
