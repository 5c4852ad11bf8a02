import { GroupLoginForm } from '@/features/auth';
import { AppBar, BackButton } from '@/ui/app-bar';
import { InfoIcon, MailIcon } from '@/ui/icons';
import { ScreenBody } from '@/ui/safe-area';

export const SUPPORT_EMAIL = 'support@hanpan.kr';

/** Group login (/group/login): staff-issued accounts only. */
export function GroupLoginScreen() {
  return (
    <>
      <AppBar leading={<BackButton fallback="/init" />} />
      <ScreenBody>
        <div className="pb-7 pt-3">
          <h1 className="text-headline text-ink">단체 계정 로그인</h1>
          <p className="mt-2 text-body-sm text-ink-muted">
            운영진에게 발급받은 아이디와 비밀번호를 입력해 주세요.
          </p>
        </div>
        <GroupLoginForm />
        <aside aria-labelledby="group-notice-title" className="mt-8 rounded-xl bg-fill p-4">
          <div className="flex items-center gap-1.5 text-ink">
            <InfoIcon size={18} />
            <h2 id="group-notice-title" className="text-body-sm font-bold">
              단체 계정 안내
            </h2>
          </div>
          <p className="mt-2 text-body-sm leading-relaxed text-ink-muted">
            단체 계정은 운영진이 직접 발급한 계정만 로그인할 수 있어요. 발급을 원하시면{' '}
            <strong className="font-semibold text-ink">단체 대표자의 한판 아이디</strong>와{' '}
            <strong className="font-semibold text-ink">단체임을 증명할 수 있는 자료</strong>를 첨부해 메일로
            요청해 주세요.
          </p>
          <a
            href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('[한판] 단체 계정 발급 요청')}`}
            className="focus-ring mt-3 inline-flex min-h-touch items-center gap-2 rounded-md text-body-sm font-semibold text-accent-600"
          >
            <MailIcon size={18} />
            {SUPPORT_EMAIL}
          </a>
        </aside>
      </ScreenBody>
    </>
  );
}
