import { useState } from 'react';
import { useSession } from '@/features/auth';
import { AccountCard } from './account-card';
import { DeleteAccountDialog, LogoutDialog } from './account-dialogs';
import { APP_VERSION, INSTAGRAM_URL } from './app-info';
import { BlockedUsersDialog } from './blocked-users-dialog';
import { LegalNoticeDialog } from './legal-notice-dialog';
import { openExternal } from '@/lib/native-bridge';
import {
  BanIcon,
  BellIcon,
  FileTextIcon,
  HelpIcon,
  InfoIcon,
  InstagramIcon,
  LogOutIcon,
  MailIcon,
  PencilIcon,
  ShieldIcon,
  UserMinusIcon,
} from '@/ui/icons';
import { ListRow, ListSection } from '@/ui/list-row';
import { ScreenBody } from '@/ui/safe-area';

type OpenDialog = 'legal' | 'blocked' | 'logout' | 'delete' | null;

/** /settings's content (spec §2): account card, links, legal notice, blocks, logout, deletion. */
export function SettingsView() {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The server checks the role on every admin call; this only decides whether to offer the way in.
  const isAdmin = useSession().data?.role === 'ADMIN';
  const dialogProps = (name: Exclude<OpenDialog, null>) => ({
    open: dialog === name,
    onOpenChange: (open: boolean) => setDialog(open ? name : null),
  });

  return (
    <>
      <ScreenBody>
        <div className="pt-2">
          <AccountCard />
        </div>
        <div className="-mx-3 mt-2 flex flex-col">
          <ListSection title="계정">
            <li>
              <ListRow to="/set-profile" icon={<PencilIcon size={22} />} label="프로필 수정" />
            </li>
            <li>
              <ListRow to="/settings/notifications" icon={<BellIcon size={22} />} label="알림 설정" />
            </li>
            <li>
              <ListRow onClick={() => setDialog('blocked')} icon={<BanIcon size={22} />} label="차단 관리" />
            </li>
          </ListSection>
          {isAdmin ? (
            <ListSection title="관리">
              <li>
                <ListRow to="/admin" icon={<ShieldIcon size={22} />} label="관리자" />
              </li>
            </ListSection>
          ) : null}
          <ListSection title="도움과 정보">
            <li>
              <ListRow to="/help" icon={<HelpIcon size={22} />} label="도움말" />
            </li>
            <li>
              <ListRow to="/contact" icon={<MailIcon size={22} />} label="문의하기" />
            </li>
            <li>
              <ListRow
                external={INSTAGRAM_URL}
                onOpen={openExternal}
                icon={<InstagramIcon size={22} />}
                label="한판 인스타그램"
              />
            </li>
            <li>
              <ListRow
                to="/settings/about"
                icon={<InfoIcon size={22} />}
                label="앱 정보"
                value={`v${APP_VERSION}`}
              />
            </li>
            <li>
              <ListRow
                onClick={() => setDialog('legal')}
                icon={<FileTextIcon size={22} />}
                label="법적 고지"
              />
            </li>
          </ListSection>
          <ListSection title="로그인">
            <li>
              <ListRow onClick={() => setDialog('logout')} icon={<LogOutIcon size={22} />} label="로그아웃" />
            </li>
            <li>
              <ListRow
                onClick={() => setDialog('delete')}
                icon={<UserMinusIcon size={22} />}
                label="회원 탈퇴"
                tone="danger"
              />
            </li>
          </ListSection>
        </div>
      </ScreenBody>
      <LegalNoticeDialog {...dialogProps('legal')} />
      <BlockedUsersDialog {...dialogProps('blocked')} />
      <LogoutDialog {...dialogProps('logout')} />
      <DeleteAccountDialog {...dialogProps('delete')} />
    </>
  );
}
