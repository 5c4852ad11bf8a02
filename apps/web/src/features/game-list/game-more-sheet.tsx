import { encodeInviteCode, type GameListItem } from '@hanpan/core';
import { useState, type ReactNode } from 'react';
import { afterOverlayCloses } from '@/ui/after-overlay-closes';
import { cn } from '@/lib/cn';
import { BottomSheet } from '@/ui/bottom-sheet';
import { Spinner } from '@/ui/spinner';
import { showToast } from '@/ui/toast';
import { useInviteLink } from '@/features/games';
import { FlagIcon } from '@/ui/icons/flag-icon';
import { ShareIcon } from '@/ui/icons/share-icon';
import { TicketIcon } from './game-list-icons';
import { useGameReportedOnDevice } from './reported-games';
import { copyInviteCode, shareInvite } from './share-game';

/**
 * The action bar's more menu: share the invite link (anyone), the 4-digit invite code (the owner,
 * issue 11 item 7) and report (another player's game; a game this device reported says so).
 */
export function GameMoreSheet({
  game,
  isMine,
  open,
  onOpenChange,
  onReport,
}: {
  game: GameListItem;
  isMine: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onReport: () => void;
}) {
  const invite = useInviteLink();
  const reported = useGameReportedOnDevice(game.id);
  const [sharing, setSharing] = useState(false);
  const code = isMine ? encodeInviteCode(game.id) : null;

  const share = async () => {
    setSharing(true);
    const message = await shareInvite(() => invite.mutateAsync(game.id), game.rule.ruleTitle);
    setSharing(false);
    onOpenChange(false);
    if (message) showToast(message);
  };

  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title="더 보기" hideTitle data-testid="game-more">
      <ul className="flex flex-col" aria-label="경기 메뉴">
        <li>
          <SheetButton
            icon={sharing ? <Spinner size={22} /> : <ShareIcon size={22} />}
            label="공유하기"
            hint="초대 링크를 보내요"
            disabled={sharing}
            onClick={() => void share()}
          />
        </li>
        {code ? (
          <li>
            <SheetButton
              icon={<TicketIcon size={22} />}
              label={`초대 번호 ${code}`}
              hint="번호를 알려 주면 초대 번호로 바로 찾아와요. 눌러서 복사해요."
              onClick={() => void copyInviteCode(code).then((message) => showToast(message))}
            />
          </li>
        ) : null}
        {isMine ? null : (
          <li>
            <SheetButton
              icon={<FlagIcon size={22} />}
              label={reported ? '신고한 경기예요' : '신고하기'}
              tone="danger"
              onClick={() => {
                onOpenChange(false);
                // The report dialog opens once the sheet's history entry is gone (ui/use-back-closes.ts).
                afterOverlayCloses(onReport);
              }}
            />
          </li>
        )}
      </ul>
    </BottomSheet>
  );
}

function SheetButton({
  icon,
  label,
  hint,
  tone = 'default',
  disabled,
  onClick,
}: {
  icon: ReactNode;
  label: string;
  hint?: string;
  tone?: 'default' | 'danger';
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'focus-ring -mx-2 flex min-h-14 w-[calc(100%+1rem)] items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-fill disabled:opacity-60',
        tone === 'danger' ? 'text-danger' : 'text-ink',
      )}
    >
      <span aria-hidden="true" className="shrink-0">
        {icon}
      </span>
      <span className="flex min-w-0 flex-col">
        <span className="text-body font-semibold">{label}</span>
        {hint ? <span className="text-label text-ink-subtle">{hint}</span> : null}
      </span>
    </button>
  );
}
