import type { TabItem } from '@/ui/bottom-tabs';
import { HomeIcon, StopwatchIcon, UserIcon } from '@/ui/icons';

/**
 * Bottom tabs (spec §2): feed at /, progress at /game, own profile at /profile/0. The /game tab is
 * named like its screen's title bar, '게임' (spec §2), so copy can say '게임 탭' (CONVENTIONS.md, Words).
 */
export const MAIN_TABS: TabItem[] = [
  { to: '/', label: '피드', icon: HomeIcon, isActive: (path) => path === '/' || path === '/feed' },
  { to: '/game', label: '게임', icon: StopwatchIcon, isActive: (path) => path === '/game' },
  { to: '/profile/0', label: '프로필', icon: UserIcon, isActive: (path) => path === '/profile/0' },
];
