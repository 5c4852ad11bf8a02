/**
 * WCAG 2.5.3 Label in Name (issue 16 §26) in jsdom: a control that names itself (aria-label or
 * aria-labelledby) and shows text must have a name that starts with that text, so a voice-control
 * user can say what they see. Text inside aria-hidden parts does not count (it is not part of the
 * name either; such parts go to aria-describedby). The e2e axe sweep checks the built screens.
 */
const CONTROLS = [
  'a[href]',
  'button',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="menuitem"]',
  '[role="option"]',
].join(', ');

/** Case and punctuation do not matter to a spoken command; runs of spaces count as one (as in axe). */
const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Inline elements join their text without a space, others with one (axe's subtree text does the same). */
const INLINE = new Set(
  'A ABBR B BR BUTTON CODE DATA EM I IMG LABEL MARK Q S SMALL SPAN STRONG SUB SUP SVG TIME U'.split(' '),
);

function shownText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  if (node.getAttribute('aria-hidden') === 'true' || node.hasAttribute('hidden')) return '';
  const text = Array.from(node.childNodes, shownText).join('');
  return INLINE.has(node.tagName.toUpperCase()) ? text : ` ${text} `;
}

function ownName(control: Element): string | null {
  const label = control.getAttribute('aria-label');
  const labelledBy = control.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => {
        const root = control.getRootNode() as ParentNode;
        return root.querySelector(`[id="${id}"]`)?.textContent ?? '';
      })
      .join(' ');
  }
  return label;
}

/** `name ← shown text` for every control under root whose own name does not start with its text. */
export function labelInNameProblems(root: ParentNode = document.body): string[] {
  const problems: string[] = [];
  for (const control of Array.from(root.querySelectorAll(CONTROLS))) {
    const name = ownName(control);
    if (name === null) continue; // named by its content: the name is the shown text
    const shown = normalize(shownText(control));
    if (shown && !normalize(name).startsWith(shown)) {
      problems.push(`'${name}' ← shows '${shownText(control).replace(/\s+/g, ' ').trim()}'`);
    }
  }
  return problems;
}
