import { notificationTypeLabels, type NotificationPreference } from '@hanpan/core';
import { useId } from 'react';
import { WebPushSetting } from '@/features/push';
import { LoadFailed } from '@/ui/load-failed';
import { ScreenBody } from '@/ui/safe-area';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { Switch } from '@/ui/switch';
import { showToast } from '@/ui/toast';
import { useNotificationPreferences, useSetNotificationPreference } from './notification-preferences.api';

export const PREFERENCE_FAILED = '알림 설정을 바꾸지 못했어요. 잠시 후 다시 시도해 주세요.';

/** Notification settings (/settings/notifications): one switch per notification type, saved at once. */
export function NotificationSettingsView() {
  const preferences = useNotificationPreferences();
  const change = useSetNotificationPreference();

  const toggle = (preference: NotificationPreference) =>
    change.mutate(preference, { onError: () => showToast(PREFERENCE_FAILED) });

  return (
    <ScreenBody>
      <p className="pb-2 pt-2 text-body-sm text-ink-muted">받고 싶은 알림만 켜두세요. 바로 저장돼요.</p>
      <WebPushSetting />
      {preferences.isPending ? (
        <SkeletonGroup label="알림 설정을 불러오는 중">
          <div className="flex flex-col">
            {[0, 1, 2, 3, 4, 5, 6].map((key) => (
              <div key={key} className="flex min-h-18 items-center gap-4 py-3">
                <div className="flex flex-1 flex-col gap-2">
                  <Skeleton className="h-5 w-24" />
                  <Skeleton className="h-4 w-52" />
                </div>
                <Skeleton className="h-7 w-12 rounded-full" />
              </div>
            ))}
          </div>
        </SkeletonGroup>
      ) : preferences.isError ? (
        <LoadFailed
          title="알림 설정을 불러오지 못했어요"
          error={preferences.error}
          onRetry={() => void preferences.refetch()}
        />
      ) : (
        <ul aria-label="알림 종류" className="flex flex-col divide-y divide-line">
          {preferences.data.map((preference) => (
            <PreferenceRow
              key={preference.type}
              preference={preference}
              onChange={(enabled) => toggle({ type: preference.type, enabled })}
            />
          ))}
        </ul>
      )}
    </ScreenBody>
  );
}

function PreferenceRow({
  preference,
  onChange,
}: {
  preference: NotificationPreference;
  onChange: (enabled: boolean) => void;
}) {
  const id = useId();
  const label = notificationTypeLabels[preference.type];
  return (
    <li className="flex min-h-18 items-center gap-4 py-3">
      <div className="flex min-w-0 flex-1 flex-col">
        <span id={`${id}-title`} className="text-body font-semibold text-ink">
          {label.title}
        </span>
        <span id={`${id}-description`} className="text-body-sm text-ink-subtle">
          {label.description}
        </span>
      </div>
      <Switch
        checked={preference.enabled}
        labelledBy={`${id}-title`}
        describedBy={`${id}-description`}
        onCheckedChange={onChange}
      />
    </li>
  );
}
