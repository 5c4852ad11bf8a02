import { useState } from 'react';
import { ContactForm } from '@/features/contact';
import { AppBar, BackButton } from '@/ui/app-bar';
import { AppLink } from '@/ui/app-link';
import { Button, buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { CheckCircleIcon } from '@/ui/icons';
import { ScreenBody } from '@/ui/safe-area';

export const CONTACT_SENT = '문의가 접수되었어요. 24시간 안에 답변드릴게요.';

/** /contact: send a question to the team; a confirmation replaces the form. */
export function ContactScreen() {
  const [sent, setSent] = useState(false);
  const [formKey, setFormKey] = useState(0);
  return (
    <>
      <AppBar leading={<BackButton fallback="/settings" />} title="문의하기" />
      <ScreenBody centered={sent}>
        {sent ? (
          <EmptyState
            icon={<CheckCircleIcon size={30} />}
            title={CONTACT_SENT}
            description="답변 받을 이메일을 남기셨다면 그 주소로 답변을 보내드려요."
            action={
              <>
                <AppLink to="/settings" className={buttonClasses({ fullWidth: true })}>
                  설정으로 돌아가기
                </AppLink>
                <Button
                  variant="outline"
                  fullWidth
                  onClick={() => {
                    setSent(false);
                    setFormKey((key) => key + 1);
                  }}
                >
                  다른 문의 남기기
                </Button>
              </>
            }
          />
        ) : (
          <>
            <p className="pb-4 pt-2 text-body-sm text-ink-muted">
              궁금한 점이나 불편한 점을 알려 주세요. 신고는 24시간 안에 검토해요.
            </p>
            <ContactForm key={formKey} onSent={() => setSent(true)} />
          </>
        )}
      </ScreenBody>
    </>
  );
}
