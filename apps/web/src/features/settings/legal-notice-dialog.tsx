import { AppLink } from '@/ui/app-link';
import { Button } from '@/ui/button';
import { Dialog, DialogClose } from '@/ui/dialog';
import { DATA_ATTRIBUTIONS, OPEN_SOURCE_LIBRARIES, OPERATOR } from './app-info';

/** 법적 고지: operator, open-source licences in short, data sources. */
export function LegalNoticeDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const licences = [...new Set(OPEN_SOURCE_LIBRARIES.map((library) => library.licence))];
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="법적 고지"
      kind="document"
      footer={
        <DialogClose asChild>
          <Button fullWidth>확인</Button>
        </DialogClose>
      }
    >
      <div className="flex flex-col gap-6 text-body-sm text-ink-muted">
        <section>
          <h3 className="mb-2 text-body font-bold text-ink">운영자 정보</h3>
          <dl className="grid grid-cols-[5.5rem_1fr] gap-x-3 gap-y-1.5">
            <dt className="text-ink-subtle">운영</dt>
            <dd>{OPERATOR.name}</dd>
            <dt className="text-ink-subtle">서비스</dt>
            <dd>{OPERATOR.service}</dd>
            <dt className="text-ink-subtle">문의</dt>
            <dd>
              <a
                className="focus-ring rounded-sm font-semibold text-accent-600"
                href={`mailto:${OPERATOR.email}`}
              >
                {OPERATOR.email}
              </a>
            </dd>
            <dt className="text-ink-subtle">개인정보</dt>
            <dd>{OPERATOR.privacyOfficer}</dd>
          </dl>
        </section>
        <section>
          <h3 className="mb-2 text-body font-bold text-ink">오픈소스 라이선스</h3>
          <p className="leading-relaxed">
            한판은 {OPEN_SOURCE_LIBRARIES.length}개 이상의 오픈소스 소프트웨어로 만들어졌어요. 각 소프트웨어는{' '}
            {licences.join(', ')} 라이선스를 따르며, 저작권은 각 저작자에게 있어요.
          </p>
          <AppLink
            to="/settings/about"
            onClick={() => onOpenChange(false)}
            className="focus-ring mt-1 inline-flex min-h-touch items-center rounded-sm font-semibold text-accent-600"
          >
            전체 목록 보기
          </AppLink>
        </section>
        <section>
          <h3 className="mb-2 text-body font-bold text-ink">데이터 출처</h3>
          <ul className="flex flex-col gap-2.5">
            {DATA_ATTRIBUTIONS.map((item) => (
              <li key={item.title} className="leading-relaxed">
                <span className="font-semibold text-ink">{item.title}</span>
                <br />
                {item.source} · {item.licence}
              </li>
            ))}
          </ul>
        </section>
      </div>
    </Dialog>
  );
}
