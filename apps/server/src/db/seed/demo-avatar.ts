/**
 * A round avatar drawn locally (no network, no stock photos): the first letter of the nickname on
 * a colour picked from the name, so each demo player is recognisable at a glance.
 */
const PALETTE = ['#3B82F6', '#F97316', '#10B981', '#8B5CF6', '#EF4444', '#0EA5E9', '#EAB308', '#EC4899'];

function hashOf(text: string): number {
  let hash = 0;
  for (const char of text) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.codePointAt(0)};`);
}

export function renderDemoAvatarSvg(nickname: string): string {
  const colour = PALETTE[hashOf(nickname) % PALETTE.length];
  const letter = escapeXml([...nickname][0] ?? '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" rx="128" fill="${colour}"/>
<circle cx="200" cy="56" r="70" fill="#ffffff" opacity="0.12"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="Pretendard, 'Noto Sans KR', sans-serif" font-size="116" font-weight="700" fill="#ffffff">${letter}</text>
</svg>`;
}
