export interface LegalArticle {
  /** e.g. '제1조 (목적)' */
  heading: string;
  paragraphs?: string[];
  /** Numbered items (①, ②…) or a list under the paragraphs. */
  items?: string[];
}

export interface LegalDocumentContent {
  title: string;
  /** Shown under the title: the effective or revision date. */
  dateLine: string;
  preamble?: string;
  articles: LegalArticle[];
  /** 부칙 */
  addendum: string[];
}
