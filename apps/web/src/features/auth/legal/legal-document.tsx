import type { LegalArticle, LegalDocumentContent } from './legal-types';

const CIRCLED = ['①', '②', '③', '④', '⑤', '⑥', '⑦', '⑧', '⑨', '⑩'];

/** Items right under the heading are 항 (①②…); items after an intro paragraph are 호 (1. 2. …). */
function marker(article: LegalArticle, index: number): string {
  return article.paragraphs?.length ? `${index + 1}.` : (CIRCLED[index] ?? `${index + 1}.`);
}

export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  return (
    <article className="text-body-sm text-ink-muted" aria-label={content.title}>
      <p className="mb-4 inline-flex rounded-sm bg-fill px-2 py-1 text-label font-semibold text-ink-muted">
        {content.dateLine}
      </p>
      {content.preamble ? <p className="mb-5 leading-relaxed">{content.preamble}</p> : null}
      {content.articles.map((article) => (
        <section key={article.heading} className="mb-5">
          <h3 className="mb-1.5 text-body font-bold text-ink">{article.heading}</h3>
          {article.paragraphs?.map((paragraph) => (
            <p key={paragraph} className="mb-1.5 leading-relaxed">
              {paragraph}
            </p>
          ))}
          {article.items ? (
            <ol className="flex flex-col gap-1.5">
              {article.items.map((item, index) => (
                <li key={item} className="flex gap-1.5 leading-relaxed">
                  <span aria-hidden="true" className="shrink-0 tabular-nums text-ink-subtle">
                    {marker(article, index)}
                  </span>
                  <span>{item}</span>
                </li>
              ))}
            </ol>
          ) : null}
        </section>
      ))}
      <section className="border-t border-line pt-4">
        <h3 className="mb-1.5 text-body font-bold text-ink">부칙</h3>
        {content.addendum.map((line) => (
          <p key={line} className="leading-relaxed">
            {line}
          </p>
        ))}
      </section>
    </article>
  );
}
