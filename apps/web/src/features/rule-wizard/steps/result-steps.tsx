import { describeWinCondition, formatDuration, formatPoints, type Rule } from '@hanpan/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { BottomActionBar } from '@/ui/bottom-action-bar';
import { Button } from '@/ui/button';
import { CheckCircleIcon, PartyIcon } from '@/ui/icons';
import { Tag } from '@/ui/tag';
import { RuleCategoryPicture } from '@/features/rules';
import { WIZARD_PATHS } from '../wizard-paths';

/** A finished step: a title screen readers start at, content, and buttons pinned to the bottom. */
function DoneLayout({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus({ preventScroll: true }), []);
  return (
    <div className="flex flex-1 flex-col">
      <div className="flex-1 pb-6 pt-7">
        <h1 ref={titleRef} tabIndex={-1} className="text-headline text-ink outline-none">
          {title}
        </h1>
        {children}
      </div>
      <BottomActionBar className="flex flex-col gap-2">{actions}</BottomActionBar>
    </div>
  );
}

/** The rule's category, with the picture every rule card shows. */
function CategoryChip({ major, minor }: { major: string; minor: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <RuleCategoryPicture major={major} minor={minor} size="sm" />
      <Tag tone="accent" className="px-2.5 py-1 text-label">
        {major} · {minor}
      </Tag>
    </span>
  );
}

/** Step 16 (create): the name and category the server chose, and a summary of the rule. */
export function CreatedRuleStep({ rule, onNext }: { rule: Rule; onNext: () => void }) {
  const facts: Array<[string, string]> = [
    ['목표 점수', formatPoints(rule.pointsToWin)],
    ['제한 시간', formatDuration(rule.duration)],
    ['세트', `${rule.setsToWin}세트`],
  ];
  return (
    <DoneLayout
      title="규칙이 만들어졌어요"
      actions={
        <Button size="lg" fullWidth onClick={onNext}>
          다음
        </Button>
      }
    >
      <p className="mt-2 text-body text-ink-muted">한판이 이름과 카테고리를 붙였어요.</p>
      <article className="mt-7 rounded-xl border border-line p-5 shadow-card">
        <CategoryChip major={rule.majorCategory} minor={rule.minorCategory} />
        <h2 className="mt-3 text-title text-ink">{rule.ruleTitle}</h2>
        <p className="mt-2 whitespace-pre-line break-words text-body text-ink-muted">{rule.ruleGoal}</p>
        <dl className="mt-5 grid grid-cols-3 gap-2">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-md bg-fill px-3 py-2.5">
              <dt className="text-caption text-ink-subtle">{label}</dt>
              <dd className="mt-0.5 text-body-sm font-semibold text-ink">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-body-sm text-ink-muted">{describeWinCondition(rule)}</p>
      </article>
      <p className="mt-4 text-label text-ink-subtle">
        이름과 카테고리를 바꾸고 싶으면 내 규칙에서 수정 요청을 보내 주세요.
      </p>
    </DoneLayout>
  );
}

/** After step 16 (create): what to do with the new rule. */
export function CreatedRuleConfirmStep({ rule }: { rule: Rule }) {
  const navigate = useNavigate();
  return (
    <DoneLayout
      title="이제 이 규칙으로 겨뤄 볼까요?"
      actions={
        <>
          <Button
            size="lg"
            fullWidth
            // replace: the finished wizard's one entry (use-step-history.ts) — back never reopens it.
            onClick={() => void navigate({ href: `/create-game?ruleId=${rule.id}`, replace: true })}
          >
            이 규칙으로 경기 만들기
          </Button>
          <Button
            size="lg"
            variant="outline"
            fullWidth
            onClick={() => void navigate({ to: WIZARD_PATHS.rules, replace: true })}
          >
            다른 규칙 보기
          </Button>
        </>
      }
    >
      <p className="mt-2 text-body text-ink-muted">
        {`'${rule.ruleTitle}' 규칙이 등록됐어요. 이제 누구나 이 규칙으로 경기할 수 있어요.`}
      </p>
      <div className="flex justify-center pt-12" aria-hidden="true">
        <div className="flex size-32 items-center justify-center rounded-full bg-accent-50 text-accent-500">
          <PartyIcon size={64} strokeWidth={1.6} />
        </div>
      </div>
    </DoneLayout>
  );
}

/** Step 16 (edit): the request was sent. */
export function EditRequestSentStep() {
  const navigate = useNavigate();
  return (
    <DoneLayout
      title="수정 요청을 보냈어요"
      actions={
        <>
          <Button
            size="lg"
            fullWidth
            onClick={() => void navigate({ to: WIZARD_PATHS.myRules, replace: true })}
          >
            내 규칙 보기
          </Button>
          <Button
            size="lg"
            variant="ghost"
            fullWidth
            onClick={() => void navigate({ to: WIZARD_PATHS.rules, replace: true })}
          >
            다른 규칙 보기
          </Button>
        </>
      }
    >
      <p className="mt-2 text-body text-ink-muted">관리자가 확인하면 반영돼요.</p>
      <div className="flex justify-center pt-12" aria-hidden="true">
        <div className="flex size-32 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckCircleIcon size={64} strokeWidth={1.6} />
        </div>
      </div>
    </DoneLayout>
  );
}
