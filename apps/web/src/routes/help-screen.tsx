import { FAQ } from '@/features/help';
import { cn } from '@/lib/cn';
import { Accordion } from '@/ui/accordion';
import { AppBar, BackButton } from '@/ui/app-bar';
import { AppLink } from '@/ui/app-link';
import { buttonClasses } from '@/ui/button';
import { MailIcon } from '@/ui/icons';
import { ScreenBody } from '@/ui/safe-area';

/** /help: FAQ by topic, then a way to ask. */
export function HelpScreen() {
  return (
    <>
      <AppBar leading={<BackButton fallback="/settings" />} title="도움말" />
      <ScreenBody>
        <p className="pb-2 pt-2 text-body-sm text-ink-muted">
          자주 묻는 질문을 모았어요. 질문을 누르면 답이 보여요.
        </p>
        {FAQ.map((topic) => (
          <section key={topic.title} aria-labelledby={`faq-${topic.title}`} className="mt-5">
            <h2 id={`faq-${topic.title}`} className="text-label font-semibold text-ink-subtle">
              {topic.title}
            </h2>
            <Accordion
              className="mt-1"
              items={topic.entries.map((entry) => ({
                id: entry.id,
                title: entry.question,
                body: entry.answer.map((paragraph) => (
                  <p key={paragraph} className="mb-2 last:mb-0">
                    {paragraph}
                  </p>
                )),
              }))}
            />
          </section>
        ))}
        <section className="mt-10 rounded-2xl bg-fill px-5 py-5 text-center">
          <h2 className="text-title-sm text-ink">원하는 답을 찾지 못했나요?</h2>
          <p className="mt-1 text-body-sm text-ink-muted">문의를 남겨주시면 24시간 안에 답변드릴게요.</p>
          <AppLink to="/contact" className={cn(buttonClasses({ fullWidth: true }), 'mt-4')}>
            <MailIcon size={20} />
            문의하기
          </AppLink>
        </section>
      </ScreenBody>
    </>
  );
}
