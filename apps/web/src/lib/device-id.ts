import { LOCAL_KEYS, readLocal, writeLocal } from './local-store';

function randomId(): string {
  // randomUUID needs a secure context; a phone testing over plain http on the LAN has none.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A random id for this install, created once and kept in localStorage. */
export function getDeviceId(): string {
  const known = readLocal(LOCAL_KEYS.deviceId);
  if (known && known.length >= 8) return known;
  const id = randomId();
  writeLocal(LOCAL_KEYS.deviceId, id);
  return id;
}
