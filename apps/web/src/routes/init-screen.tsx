import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuthProviders } from '@/features/auth/auth.api';
import { DemoUsersSection } from '@/features/auth/demo-users-section';
import { INIT_NOTICES, initErrorMessage } from '@/features/auth/init-messages';
import { LegalDialog } from '@/features/auth/legal/legal-dialog';
import { PRIVACY_POLICY } from '@/features/auth/legal/privacy';
import { TERMS_OF_SERVICE } from '@/features/auth/legal/terms';
import { SocialLoginButtons } from '@/features/auth/social-login-buttons';
import { BrandMark } from '@/ui/brand-mark';
import { buttonClasses } from '@/ui/button';
import { CloseIcon, UsersIcon } from '@/ui/icons';
import { IconButton } from '@/ui/icon-button';
import { InlineAlert } from '@/ui/inline-alert';
import { ScreenBody } from '@/ui/safe-area';

/** Login (/init): brand, social buttons, group account, terms and privacy, demo accounts. */
export function InitScreen() {
  const providers = useAuthProviders();
  const [openDocument, setOpenDocument] = useState<'terms' | 'privacy' | null>(null);

  return (
    <ScreenBody className="pt-safe">
      <section className="flex flex-1 flex-col items-center justify-center py-12 text-center">
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-6 rounded-full bg-accent-50" />
          <BrandMark size={88} className="relative drop-shadow-[0_10px_24px_rgb(46_91_255/0.35)]" />
        </div>
        <h1 className="mt-8 text-display tracking-tight text-ink">한판</h1>
        <p className="mt-3 text-body text-ink-muted">
          내가 만든 규칙으로 겨루는
          <br />
          <strong className="font-bold text-ink">1:1 한판 승부</strong>
        </p>
        <ul aria-label="주요 기능" className="mt-6 flex flex-wrap justify-center gap-2">
          {['규칙 만들기', '실시간 점수판', '규칙별 랭킹'].map((feature) => (
            <li
              key={feature}
              className="rounded-full bg-fill px-3 py-1.5 text-label font-semibold text-ink-muted"
            >
              {feature}
            </li>
          ))}
        </ul>
      </section>

      <section aria-label="로그인" className="flex flex-col gap-2.5">
        <InitMessage />
        <SocialLoginButtons />
        <Link
          to="/group/login"
          className={buttonClasses({ variant: 'outline', size: 'lg', fullWidth: true })}
        >
          <UsersIcon size={20} />
          단체 계정으로 로그인
        </Link>
      </section>

      <p className="mt-5 text-center text-label text-ink-subtle">
        시작하면 한판의{' '}
        <button
          type="button"
          className="focus-ring rounded-sm font-semibold text-ink-muted underline underline-offset-2"
          onClick={() => setOpenDocument('terms')}
        >
          이용약관
        </button>{' '}
        및{' '}
        <button
          type="button"
          className="focus-ring rounded-sm font-semibold text-ink-muted underline underline-offset-2"
          onClick={() => setOpenDocument('privacy')}
        >
          개인정보처리방침
        </button>
        에 동의하게 됩니다.
      </p>

      {providers.data?.demo ? (
        <div className="mt-8">
          <DemoUsersSection />
        </div>
      ) : null}

      <LegalDialog
        content={TERMS_OF_SERVICE}
        open={openDocument === 'terms'}
        onOpenChange={(open) => setOpenDocument(open ? 'terms' : null)}
      />
      <LegalDialog
        content={PRIVACY_POLICY}
        open={openDocument === 'privacy'}
        onOpenChange={(open) => setOpenDocument(open ? 'privacy' : null)}
      />
    </ScreenBody>
  );
}

/** A failed social sign-in (?error=…) or the forced-logout notice (?notice=relogin). */
function InitMessage() {
  const search = useSearch({ from: '/init' });
  const navigate = useNavigate();
  const notice = search.notice ? INIT_NOTICES[search.notice] : undefined;
  const text = search.error ? initErrorMessage(search.error) : notice;
  if (!text) return null;
  return (
    <InlineAlert
      tone={search.error ? 'danger' : 'info'}
      className="mb-1"
      action={
        <IconButton
          label="안내 닫기"
          icon={<CloseIcon size={18} />}
          className="-my-2.5 -mr-2 text-current"
          onClick={() => void navigate({ to: '/init', search: {}, replace: true })}
        />
      }
    >
      {text}
    </InlineAlert>
  );
}
