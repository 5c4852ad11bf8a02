import { ruleLimits, splitDuration } from '@hanpan/core';
import { timePart, type RuleDraft } from './rule-draft';

/**
 * Spec §5: switching the time from unlimited to a custom time that reads 0:00 sets 5 minutes (a
 * custom time the player had typed before stays).
 */
export function setTimeUnlimited(draft: RuleDraft, unlimited: boolean): RuleDraft {
  if (unlimited) return { ...draft, timeUnlimited: true };
  const minutes = timePart(draft.minutes);
  const seconds = timePart(draft.seconds);
  if (minutes === 0 && seconds === 0) {
    const time = splitDuration(ruleLimits.customTimeDefaultSeconds);
    return { ...draft, timeUnlimited: false, minutes: String(time.minutes), seconds: String(time.seconds) };
  }
  return { ...draft, timeUnlimited: false };
}

export function setPointsUnlimited(draft: RuleDraft, unlimited: boolean): RuleDraft {
  return { ...draft, pointsUnlimited: unlimited };
}

/** What a number field keeps of what was typed or pasted: digits only, at most `maxDigits`. */
export function digitsOnly(text: string, maxDigits: number): string {
  return text.replace(/\D/g, '').slice(0, maxDigits);
}
