import { MINIMUM_AGE } from '@hanpan/core/profile-limits';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useAuthProviders } from '@/features/auth/auth.api';
import { DemoUsersSection } from './demo-users-lazy';
import { initErrorMessage, initNoticeMessage } from './init-messages';
import type { LegalDocumentName } from '@/features/auth/legal/login-legal-dialog';
import { SocialLoginButtons } from './social-login-buttons';
import { BrandMark } from '@/ui/brand-mark';
import { buttonClasses } from '@/ui/button';
import { CloseIcon, UsersIcon } from '@/ui/icons';
import { IconButton } from '@/ui/icon-button';
import { InlineAlert } from '@/ui/inline-alert';
import { ScreenBody } from '@/ui/safe-area';

// The terms and privacy texts (and the dialog) load when a link is tapped, not with the page.
const LoginLegalDialog = lazy(() =>
  import('@/features/auth/legal/login-legal-dialog').then((module) => ({ default: module.LoginLegalDialog })),
);

const legalLinkClasses =
  'focus-ring inline-flex min-h-touch items-center rounded-md px-2 text-label font-semibold text-ink-muted underline underline-offset-2';

/**
 * Login (/init): brand, the sign-in buttons this server offers, group account, terms and privacy,
 * demo accounts. The route loader fetched the providers and demo list before the first paint.
 */
export function InitScreen() {
  const providers = useAuthProviders();
  const [openDocument, setOpenDocument] = useState<LegalDocumentName | null>(null);

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

      <div className="mt-4 flex flex-col items-center">
        <p className="text-center text-label text-ink-subtle">
          만 {MINIMUM_AGE}세 이상만 가입할 수 있어요. 시작하면 아래 약관에 동의하게 돼요.
        </p>
        <div className="flex items-center gap-1">
          <button type="button" className={legalLinkClasses} onClick={() => setOpenDocument('terms')}>
            이용약관
          </button>
          <span aria-hidden="true" className="text-ink-disabled">
            ·
          </span>
          <button type="button" className={legalLinkClasses} onClick={() => setOpenDocument('privacy')}>
            개인정보처리방침
          </button>
        </div>
      </div>

      {providers.data?.demo ? (
        <div className="mt-8">
          <DemoUsersSection />
        </div>
      ) : null}

      {openDocument ? (
        <Suspense fallback={null}>
          <LoginLegalDialog document={openDocument} onClose={() => setOpenDocument(null)} />
        </Suspense>
      ) : null}
    </ScreenBody>
  );
}

/** A failed social sign-in (?error=…) or why the player was signed out (?notice=…). */
function InitMessage() {
  const search = useSearch({ from: '/init' });
  const navigate = useNavigate();
  const notice = initNoticeMessage(search.notice);
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
