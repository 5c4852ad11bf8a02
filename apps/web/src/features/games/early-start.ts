/**
 * Starting well before the scheduled time is allowed (plans change), but never silently: a 19:00
 * game started at 06:29 says so and asks first (issue 16 §25a). Up to this many minutes early is
 * just arriving on time.
 */
export const EARLY_START_NOTICE_MINUTES = 30;

/** '12시간 31분', '2일 3시간', '45분': the largest two units, zero parts left out. */
export function earlyByText(minutes: number): string {
  const days = Math.floor(minutes / (24 * 60));
  const hours = Math.floor((minutes % (24 * 60)) / 60);
  const rest = minutes % 60;
  const parts =
    days > 0
      ? [`${days}일`, hours > 0 ? `${hours}시간` : null]
      : [hours > 0 ? `${hours}시간` : null, rest > 0 ? `${rest}분` : null];
  return parts.filter(Boolean).join(' ');
}

/**
 * The question to ask before starting at `now` a game scheduled for `matchDate`, or null when the
 * game has no time or it is less than EARLY_START_NOTICE_MINUTES away (or past).
 */
export function earlyStartQuestion(matchDate: string | null, now: Date): string | null {
  if (!matchDate) return null;
  const minutes = Math.floor((new Date(matchDate).getTime() - now.getTime()) / 60_000);
  if (!(minutes > EARLY_START_NOTICE_MINUTES)) return null;
  return `예정 시간보다 ${earlyByText(minutes)} 일찍 시작하려고 해요. 지금 시작할까요?`;
}
