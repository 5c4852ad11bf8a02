import type { Rule, RuleSort } from '@hanpan/core';
import { Link, useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { AppLink } from '@/ui/app-link';
import { buttonClasses } from '@/ui/button';
import { ChoiceGroup } from '@/ui/choice-group';
import { EmptyState } from '@/ui/empty-state';
import { FileTextIcon, PencilIcon } from '@/ui/icons';
import { InlineAlert } from '@/ui/inline-alert';
import { CategoryTrail, MajorStep, MinorStep } from './category-steps';
import { RuleCard } from './rule-card';
import { RuleDetailDialog, RULE_LOAD_FAILED } from './rule-detail-dialog';
import { RuleList } from './rule-list';
import { RuleSearchField } from './rule-search-field';
import type { RulesSearch } from './rules-search';
import { useRuleList } from './rules.api';

const SORT_CHOICES = [
  { value: 'recent', label: '최신순' },
  { value: 'popular', label: '인기순' },
] as const satisfies readonly { value: RuleSort; label: string }[];

/**
 * Rules (/rules, spec §2): major → minor → list, or a search over titles and goals (초성 too) from
 * any step; sort recent / popular; a rule opens its detail, or with fromGameCreate=true is picked for
 * a new game (/create-game?ruleId=). `search` is the address's; `go` changes it (`replace` for a
 * change that should not add a history entry).
 */
export function RulesBrowser({
  search,
  go,
}: {
  search: RulesSearch;
  go: (change: Partial<RulesSearch>, replace?: boolean) => void;
}) {
  const router = useRouter();

  // ?ruleId= (a shared link, an admin's report preview) opens that rule; it leaves the address
  // first, so the dialog's own history entry (back closes it) sits on the plain list address.
  const [openRuleId, setOpenRuleId] = useState<number | null>(search.ruleId ?? null);
  const [linkedRuleId, setLinkedRuleId] = useState(search.ruleId);
  if (search.ruleId !== linkedRuleId) {
    setLinkedRuleId(search.ruleId);
    if (search.ruleId) setOpenRuleId(search.ruleId);
  }
  useEffect(() => {
    if (search.ruleId) go({ ruleId: undefined }, true);
  }, [search.ruleId, go]);

  const pick = (rule: Pick<Rule, 'id'>) => {
    if (search.fromGameCreate) void router.navigate({ href: `/create-game?ruleId=${rule.id}` });
    else setOpenRuleId(rule.id);
  };

  const listing = Boolean(search.q) || Boolean(search.minor);
  return (
    <>
      {search.fromGameCreate ? <InlineAlert tone="info">경기를 만들 규칙을 골라 주세요</InlineAlert> : null}
      <div className="flex gap-2">
        <Link
          to="/rules/my-rules"
          className={buttonClasses({ variant: 'outline', size: 'sm', fullWidth: true })}
        >
          <FileTextIcon size={18} />내 규칙
        </Link>
        <AppLink
          to="/rules/create"
          className={buttonClasses({ variant: 'secondary', size: 'sm', fullWidth: true })}
        >
          <PencilIcon size={18} />
          규칙 만들기
        </AppLink>
      </div>
      <RuleSearchField query={search.q ?? ''} onQueryChange={(q) => go({ q: q || undefined }, true)} />
      <CategoryTrail
        major={search.major}
        minor={search.minor}
        onStepOut={(to) => go(to === 'all' ? { major: undefined, minor: undefined } : { minor: undefined })}
      />
      {listing ? (
        <>
          <ChoiceGroup
            legend="정렬"
            hideLegend
            layout="chips"
            options={SORT_CHOICES}
            value={search.sort ?? 'recent'}
            onChange={(sort) => go({ sort }, true)}
          />
          <Rules search={search} onPick={pick} />
        </>
      ) : search.major ? (
        <MinorStep major={search.major} onPick={(minor) => go({ minor })} />
      ) : (
        <MajorStep onPick={(major) => go({ major })} />
      )}
      <RuleDetailDialog
        ruleId={search.ruleId ? null : openRuleId}
        onClose={() => setOpenRuleId(null)}
        offerNewGame
      />
    </>
  );
}

function Rules({ search, onPick }: { search: RulesSearch; onPick: (rule: Pick<Rule, 'id'>) => void }) {
  const list = useRuleList({
    sort: search.sort ?? 'recent',
    major: search.major,
    minor: search.minor,
    search: search.q,
  });
  const scope = search.minor ?? search.major;
  return (
    <RuleList
      list={list}
      label={search.q ? '검색 결과' : `${scope} 규칙`}
      errorTitle={RULE_LOAD_FAILED}
      empty={
        search.q ? (
          <EmptyState
            title="찾는 규칙이 없어요"
            description={
              scope
                ? `${scope}에서 찾지 못했어요. 다른 낱말이나 초성으로 찾아보세요.`
                : '다른 낱말이나 초성으로 찾아보세요.'
            }
          />
        ) : (
          <EmptyState
            title="아직 이 종목의 규칙이 없어요"
            description="첫 규칙을 만들어 친구와 겨뤄 보세요."
            action={
              <AppLink to="/rules/create" className={buttonClasses({ fullWidth: true })}>
                규칙 만들기
              </AppLink>
            }
          />
        )
      }
      renderItem={(rule) => <RuleCard rule={rule} onOpen={onPick} />}
    />
  );
}
