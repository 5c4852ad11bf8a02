import { useEffect, useId, useState } from 'react';
import { Switch } from '@/ui/switch';
import { showToast } from '@/ui/toast';
import {
  disableWebPush,
  enableWebPush,
  isWebPushSupported,
  webPushState,
  type WebPushState,
} from './web-push';

export const WEB_PUSH_FAILED = '푸시 알림 설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.';

/**
 * /settings/notifications: 'this device' push switch for the installed web app. Hidden where the
 * browser cannot (the native apps use their own) or the server has no Web Push keys.
 */
export function WebPushSetting() {
  const id = useId();
  const [state, setState] = useState<WebPushState | 'loading'>(() =>
    isWebPushSupported() ? 'loading' : 'unavailable',
  );
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!isWebPushSupported()) return;
    let live = true;
    webPushState()
      .then((next) => live && setState(next))
      .catch(() => live && setState('unavailable'));
    return () => {
      live = false;
    };
  }, []);

  if (state === 'loading' || state === 'unavailable') return null;

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      setState(await (on ? enableWebPush() : disableWebPush()));
    } catch {
      showToast(WEB_PUSH_FAILED);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mb-2 flex min-h-18 items-center gap-4 rounded-lg bg-fill px-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col">
        <span id={`${id}-title`} className="text-body font-semibold text-ink">
          이 기기에서 푸시 알림 받기
        </span>
        <span id={`${id}-description`} className="text-body-sm text-ink-subtle">
          {state === 'blocked'
            ? '브라우저에서 알림이 차단되어 있어요. 사이트 설정에서 알림을 허용해 주세요.'
            : '앱을 닫아 두어도 새 소식을 알려드려요.'}
        </span>
      </div>
      <Switch
        checked={state === 'on'}
        disabled={busy || state === 'blocked'}
        labelledBy={`${id}-title`}
        describedBy={`${id}-description`}
        onCheckedChange={(on) => void change(on)}
      />
    </div>
  );
}
