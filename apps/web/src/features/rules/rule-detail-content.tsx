import { describeWinCondition, formatDuration, formatPoints, reportMessages, type Rule } from '@hanpan/core';
import { Link } from '@tanstack/react-router';
import { Avatar } from '@/ui/avatar';
import { InlineAlert } from '@/ui/inline-alert';
import { RuleCategoryPicture } from './rule-category-picture';
import { RuleStats } from './rule-stats';

/** Every text section of a rule, in the order the wizard asks for them (spec §3 Rule). */
const SECTIONS = [
  { key: 'ruleGoal', label: '설명' },
  { key: 'ruleScoreDefinition', label: '점수 획득 방법' },
  { key: 'rulePreparation', label: '준비사항' },
  { key: 'ruleOrder', label: '진행 순서' },
  { key: 'ruleDecision', label: '판정 방식' },
  { key: 'ruleFoul', label: '반칙' },
  { key: 'ruleExtraInfo', label: '기타 정보' },
] as const satisfies readonly { key: keyof Rule; label: string }[];

/** The body of the rule detail: categories, limits, the win condition in words, sections, creator. */
export function RuleDetailContent({ rule }: { rule: Rule }) {
  return (
    <div className="flex flex-col gap-5 pb-2">
      {rule.hiddenByAdmin ? (
        <InlineAlert>
          <p>{reportMessages.hiddenByAdmin}</p>
          <p className="mt-0.5 font-normal">신고가 받아들여져 다른 사람에게는 보이지 않아요.</p>
        </InlineAlert>
      ) : null}

      <div className="flex items-center gap-3">
        <RuleCategoryPicture minor={rule.minorCategory} major={rule.majorCategory} size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="text-body-sm font-semibold text-ink-muted">
            {rule.majorCategory} · {rule.minorCategory}
          </p>
          <RuleStats rule={rule} />
        </div>
      </div>

      <dl className="grid grid-cols-3 gap-2 text-center">
        <Limit label="목표 점수" value={formatPoints(rule.pointsToWin)} />
        <Limit label="세트" value={`${rule.setsToWin}세트`} />
        <Limit label="제한 시간" value={formatDuration(rule.duration)} />
      </dl>

      <section aria-labelledby="rule-win-condition" className="rounded-xl bg-accent-50 px-4 py-3">
        <h3 id="rule-win-condition" className="text-label font-semibold text-accent-700">
          승리 조건
        </h3>
        <p className="mt-1 break-words text-body-sm text-ink">{describeWinCondition(rule)}</p>
      </section>

      {SECTIONS.map(({ key, label }) => {
        const text = rule[key]?.trim();
        if (!text) return null;
        return (
          <section key={key} aria-label={label} className="flex flex-col gap-1">
            <h3 className="text-label font-semibold text-ink-subtle">{label}</h3>
            <p className="whitespace-pre-line break-words text-body text-ink">{text}</p>
          </section>
        );
      })}

      <Creator rule={rule} />
    </div>
  );
}

function Limit({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col gap-0.5 rounded-xl bg-fill px-2 py-3">
      <dt className="text-caption font-semibold text-ink-subtle">{label}</dt>
      <dd className="break-keep text-body font-semibold text-ink">{value}</dd>
    </div>
  );
}

function Creator({ rule }: { rule: Rule }) {
  const creator = rule.createdBy;
  return (
    <section aria-label="만든 사람" className="flex flex-col gap-2 border-t border-line pt-4">
      <h3 className="text-label font-semibold text-ink-subtle">만든 사람</h3>
      {creator ? (
        <Link
          to="/profile/$userId"
          params={{ userId: String(creator.id) }}
          // In the dialog: takes its history entry, so back returns to the page under it in one step.
          replace
          className="focus-ring -mx-2 flex min-h-touch items-center gap-3 rounded-lg px-2 hover:bg-fill"
        >
          <Avatar src={creator.profilePicture ?? creator.profile.profilePicture} name={creator.nickname} />
          <span className="min-w-0 flex-1 truncate text-body font-semibold text-ink">{creator.nickname}</span>
          <span className="sr-only">프로필 보기</span>
        </Link>
      ) : (
        <p className="text-body text-ink-subtle">알 수 없음</p>
      )}
    </section>
  );
}
