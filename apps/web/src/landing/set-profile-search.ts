import { LOCAL_KEYS, readLocal, writeLocal } from '@/lib/local-store';

/** /set-profile?init=1 — first-time mode (spec §2). The router's default parser gives 1 as a number. */
export interface SetProfileSearch {
  init?: 1;
}

export function validateSetProfileSearch(search: Record<string, unknown>): SetProfileSearch {
  return search.init === 1 || search.init === '1' || search.init === true ? { init: 1 } : {};
}

/** Spec §2: init=1 when the first-time setup was already saved or skipped on this device goes to /. */
export function isSetProfileInitDone(): boolean {
  return readLocal(LOCAL_KEYS.setProfileInitDone) !== null;
}

export function markSetProfileInitDone(): void {
  writeLocal(LOCAL_KEYS.setProfileInitDone, '1');
}
