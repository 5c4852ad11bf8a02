/**
 * WCAG 2.5.3 Label in Name (issue 16 §26): a control that shows text is named by that text first,
 * so a voice-control user can say what they see ('수락'); what a screen reader also needs to know
 * (whose request, which rule) follows after a comma: '수락, 하은님의 친구 요청'.
 */
export function shownTextFirst(shownText: string, context: string): string {
  return `${shownText}, ${context}`;
}
