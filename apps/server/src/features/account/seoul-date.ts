import { seoulParts } from '@hanpan/core';

/** 'YYYY-MM-DD' of the Seoul calendar day containing `instant`. */
export function seoulDateString(instant: Date): string {
  const { year, month, day } = seoulParts(instant);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
