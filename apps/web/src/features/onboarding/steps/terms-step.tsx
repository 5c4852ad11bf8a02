import { profileLimits } from '@hanpan/core/profile-limits';
import { useState } from 'react';
import { LegalDialog, PRIVACY_POLICY, TERMS_OF_SERVICE } from '@/features/auth';
import { shownTextFirst } from '@/lib/accessible-name';
import { Checkbox } from '@/ui/checkbox';
import { ChevronRightIcon } from '@/ui/icons';
import { StepLayout, type StepProps } from '../step-layout';

const DOCUMENTS = [
  { key: 'terms', content: TERMS_OF_SERVICE, label: '이용약관 동의 (필수)' },
  { key: 'privacy', content: PRIVACY_POLICY, label: '개인정보처리방침 동의 (필수)' },
] as const;

type DocumentKey = (typeof DOCUMENTS)[number]['key'];

/** Step 0: both documents ticked, each readable in full (spec §2). */
export function TermsStep({ draft, updateDraft, next }: StepProps) {
  const [agreed, setAgreed] = useState<Record<DocumentKey, boolean>>({
    terms: draft.termsAccepted,
    privacy: draft.termsAccepted,
  });
  const [reading, setReading] = useState<DocumentKey | null>(null);
  const all = agreed.terms && agreed.privacy;

  return (
    <StepLayout
      title="한판에 오신 걸 환영해요"
      description="시작하기 전에 약관을 확인하고 동의해 주세요."
      submitLabel="동의하고 시작하기"
      submitDisabled={!all}
      onSubmit={() => {
        updateDraft({ termsAccepted: true });
        next();
      }}
    >
      <div className="rounded-xl border border-line px-4 py-2">
        <Checkbox
          checked={all}
          onCheckedChange={(checked) => setAgreed({ terms: checked, privacy: checked })}
        >
          <span className="font-bold">전체 동의</span>
        </Checkbox>
        <div className="my-1 h-px bg-line" />
        {DOCUMENTS.map((document) => (
          <div key={document.key} className="flex items-center gap-1">
            <Checkbox
              className="flex-1"
              checked={agreed[document.key]}
              onCheckedChange={(checked) => setAgreed((current) => ({ ...current, [document.key]: checked }))}
            >
              {document.label}
            </Checkbox>
            <button
              type="button"
              onClick={() => setReading(document.key)}
              aria-label={shownTextFirst('보기', `${document.content.title} 전문`)}
              className="focus-ring inline-flex min-h-touch items-center gap-0.5 rounded-md px-2 text-label font-semibold text-ink-subtle hover:text-ink"
            >
              보기
              <ChevronRightIcon size={16} />
            </button>
          </div>
        ))}
      </div>
      <p className="mt-4 text-label text-ink-subtle">
        만 {profileLimits.ageMin}세 미만은 가입할 수 없고, 만 {profileLimits.ageRestrictedUnder}세 미만은 일부
        기능 이용이 제한될 수 있어요.
      </p>
      {DOCUMENTS.map((document) => (
        <LegalDialog
          key={document.key}
          content={document.content}
          open={reading === document.key}
          onOpenChange={(open) => setReading(open ? document.key : null)}
        />
      ))}
    </StepLayout>
  );
}
