import { PartyIcon } from '@/ui/icons';
import { StepLayout } from '../step-layout';

/** Step 9: finished; the button goes home. */
export function DoneStep({ nickname, onHome }: { nickname: string | null; onHome: () => void }) {
  return (
    <StepLayout
      title={nickname ? `${nickname}님, 준비가 끝났어요!` : '준비가 끝났어요!'}
      description="이제 규칙을 골라 경기를 만들거나, 근처의 경기에 도전해보세요."
      submitLabel="홈으로"
      onSubmit={onHome}
    >
      <div className="flex justify-center pt-6">
        <div className="flex size-32 items-center justify-center rounded-full bg-accent-50 text-accent-500">
          <PartyIcon size={64} strokeWidth={1.6} />
        </div>
      </div>
    </StepLayout>
  );
}
