import { useState } from 'react';
import { LegalDialog, PRIVACY_POLICY, TERMS_OF_SERVICE } from '@/features/auth';
import { APP_VERSION, BUILD_DATE, DATA_ATTRIBUTIONS, OPEN_SOURCE_LIBRARIES, OPERATOR } from './app-info';
import { BrandMark } from '@/ui/brand-mark';
import { FileTextIcon, ShieldIcon } from '@/ui/icons';
import { ListRow, ListSection } from '@/ui/list-row';
import { ScreenBody } from '@/ui/safe-area';

/** /settings/about's content: version, build date, documents, open-source licences, data sources. */
export function AboutView() {
  const [document, setDocument] = useState<'terms' | 'privacy' | null>(null);
  return (
    <>
      <ScreenBody>
        <section aria-label="버전" className="flex flex-col items-center py-8 text-center">
          <BrandMark size={64} />
          <p className="mt-4 text-title text-ink">한판</p>
          <dl className="mt-2 flex flex-col gap-0.5 text-body-sm text-ink-subtle">
            <div className="flex justify-center gap-1.5">
              <dt>버전</dt>
              <dd className="font-semibold tabular-nums text-ink-muted">{APP_VERSION}</dd>
            </div>
            <div className="flex justify-center gap-1.5">
              <dt>빌드</dt>
              <dd className="tabular-nums">{BUILD_DATE}</dd>
            </div>
          </dl>
          <p className="mt-2 text-label text-ink-subtle">
            {OPERATOR.name} · {OPERATOR.email}
          </p>
        </section>

        <div className="-mx-3">
          <ListSection title="약관 및 정책">
            <li>
              <ListRow
                onClick={() => setDocument('terms')}
                icon={<FileTextIcon size={22} />}
                label="이용약관"
              />
            </li>
            <li>
              <ListRow
                onClick={() => setDocument('privacy')}
                icon={<ShieldIcon size={22} />}
                label="개인정보처리방침"
              />
            </li>
          </ListSection>
        </div>

        <section aria-labelledby="oss-title" className="mt-6">
          <h2 id="oss-title" className="text-title-sm text-ink">
            오픈소스 라이선스
          </h2>
          <p className="mt-1 text-body-sm text-ink-muted">
            한판은 아래 오픈소스 소프트웨어의 도움을 받아 만들었어요.
          </p>
          <ul className="mt-3 flex flex-col divide-y divide-line rounded-xl border border-line">
            {OPEN_SOURCE_LIBRARIES.map((library) => (
              <li key={library.name}>
                <a
                  href={library.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="focus-ring flex min-h-14 items-center justify-between gap-3 rounded-xl px-4 py-2.5 hover:bg-fill"
                >
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-body font-semibold text-ink">{library.name}</span>
                    <span className="text-label text-ink-subtle">{library.role}</span>
                  </span>
                  <span className="shrink-0 rounded-sm bg-fill px-2 py-0.5 text-caption font-semibold text-ink-muted">
                    {library.licence}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="data-title" className="mt-8">
          <h2 id="data-title" className="text-title-sm text-ink">
            데이터 출처
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {DATA_ATTRIBUTIONS.map((item) => (
              <li key={item.title} className="rounded-xl bg-fill px-4 py-3 text-body-sm">
                <p className="font-semibold text-ink">{item.title}</p>
                <p className="mt-0.5 text-ink-muted">{item.source}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 text-label text-ink-subtle">
                  <span>{item.licence}</span>
                  <a
                    href={item.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="focus-ring inline-flex min-h-touch items-center rounded-sm font-semibold text-accent-600"
                  >
                    출처 보기
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </section>
      </ScreenBody>
      <LegalDialog
        content={TERMS_OF_SERVICE}
        open={document === 'terms'}
        onOpenChange={(open) => setDocument(open ? 'terms' : null)}
      />
      <LegalDialog
        content={PRIVACY_POLICY}
        open={document === 'privacy'}
        onOpenChange={(open) => setDocument(open ? 'privacy' : null)}
      />
    </>
  );
}
