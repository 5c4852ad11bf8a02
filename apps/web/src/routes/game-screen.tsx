import { Link } from '@tanstack/react-router';
import { buttonClasses } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { StopwatchIcon } from '@/ui/icons';
import { ScreenBody } from '@/ui/safe-area';

/**
 * Match management (/game, the 진행 tab; spec §2). Games arrive with the games work; until then the
 * spec's empty text and its buttons to /game-list and /rules.
 */
export function GameScreen() {
  return (
    <ScreenBody withTabs centered>
      <EmptyState
        icon={<StopwatchIcon size={30} />}
        title="게임이 없습니다"
        description="신청한 경기와 내가 만든 경기가 여기에 모여요."
        action={
          <>
            <Link to="/game-list" className={buttonClasses({ fullWidth: true })}>
              경기 찾기
            </Link>
            <Link to="/rules" className={buttonClasses({ variant: 'secondary', fullWidth: true })}>
              규칙 둘러보기
            </Link>
          </>
        }
      />
    </ScreenBody>
  );
}
