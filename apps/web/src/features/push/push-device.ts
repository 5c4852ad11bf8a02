import { api, ignoreBody } from '@/lib/api-client';
import { LOCAL_KEYS, readLocal, removeLocal, writeLocal } from '@/lib/local-store';
import { requestPushToken } from '@/lib/native-bridge';

/**
 * After a sign-in inside the apps: asks the bridge for the push token and registers it
 * (POST /api/push/register-device). Failures are ignored: push is a convenience, in-app
 * notifications still work.
 */
export async function registerPushDevice(): Promise<void> {
  const answer = await requestPushToken();
  if (!answer) return;
  try {
    await api.post('/api/push/register-device', ignoreBody, answer, { redirectOnUnauthorized: false });
    writeLocal(LOCAL_KEYS.pushToken, answer.token);
  } catch {
    // see above
  }
}

/** Logout step one (spec §7): unregister this device; any failure is ignored. */
export async function removePushDevice(): Promise<void> {
  const token = readLocal(LOCAL_KEYS.pushToken);
  try {
    await api.post('/api/push/remove-device', ignoreBody, token ? { token } : {}, {
      redirectOnUnauthorized: false,
    });
  } catch {
    // spec §7: failure ignored, the logout goes on
  } finally {
    removeLocal(LOCAL_KEYS.pushToken);
  }
}
