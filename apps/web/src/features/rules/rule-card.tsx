import type { Rule } from '@hanpan/core';
import type { ReactNode } from 'react';
import { Tag } from '@/ui/tag';
import { RuleCategoryPicture } from './rule-category-picture';
import { RuleStats } from './rule-stats';

export type RuleCardData = Pick<
  Rule,
  | 'id'
  | 'ruleTitle'
  | 'majorCategory'
  | 'minorCategory'
  | 'ruleDescription'
  | 'averageRating'
  | 'ratingCount'
  | 'playCount'
  | 'hiddenByAdmin'
>;

/**
 * One rule in a list: category picture, categories, title, the one-paragraph summary, rating and
 * play count. The whole card is one button (opens the detail, or picks the rule for a game);
 * `children` (status, actions) sit below it, outside the button.
 */
export function RuleCard({
  rule,
  onOpen,
  children,
}: {
  rule: RuleCardData;
  onOpen: (rule: RuleCardData) => void;
  children?: ReactNode;
}) {
  return (
    <article aria-label={rule.ruleTitle} className="rounded-2xl border border-line bg-surface shadow-card">
      <button
        type="button"
        onClick={() => onOpen(rule)}
        className="focus-ring flex w-full items-start gap-3 rounded-2xl p-4 text-left transition-colors hover:bg-fill/60 active:bg-fill"
      >
        <RuleCategoryPicture minor={rule.minorCategory} major={rule.majorCategory} />
        <span className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="flex items-center gap-1.5 text-label text-ink-subtle">
            <span className="truncate">
              {rule.majorCategory} · {rule.minorCategory}
            </span>
            {rule.hiddenByAdmin ? <Tag tone="danger">숨김</Tag> : null}
          </span>
          <span className="line-clamp-2 break-words text-body font-semibold text-ink">{rule.ruleTitle}</span>
          {rule.ruleDescription ? (
            <span className="line-clamp-2 break-words text-body-sm text-ink-muted">
              {rule.ruleDescription}
            </span>
          ) : null}
          <RuleStats rule={rule} className="mt-1" />
        </span>
      </button>
      {children ? <div className="flex flex-col gap-3 px-4 pb-4">{children}</div> : null}
    </article>
  );
}
