// One Tabler icon module per import (not the package index): a chunk carries only the pictures it
// draws, and tests and the dev server never load the 6,000-icon barrel.

import IconActivity from '@tabler/icons-react/dist/esm/icons/IconActivity.mjs';
import IconBallAmericanFootball from '@tabler/icons-react/dist/esm/icons/IconBallAmericanFootball.mjs';
import IconBallBaseball from '@tabler/icons-react/dist/esm/icons/IconBallBaseball.mjs';
import IconBallBasketball from '@tabler/icons-react/dist/esm/icons/IconBallBasketball.mjs';
import IconBallFootball from '@tabler/icons-react/dist/esm/icons/IconBallFootball.mjs';
import IconBallTennis from '@tabler/icons-react/dist/esm/icons/IconBallTennis.mjs';
import IconBarbell from '@tabler/icons-react/dist/esm/icons/IconBarbell.mjs';
import IconBeer from '@tabler/icons-react/dist/esm/icons/IconBeer.mjs';
import IconBellRinging from '@tabler/icons-react/dist/esm/icons/IconBellRinging.mjs';
import IconBolt from '@tabler/icons-react/dist/esm/icons/IconBolt.mjs';
import IconBook from '@tabler/icons-react/dist/esm/icons/IconBook.mjs';
import IconBowling from '@tabler/icons-react/dist/esm/icons/IconBowling.mjs';
import IconBrain from '@tabler/icons-react/dist/esm/icons/IconBrain.mjs';
import IconBubbleText from '@tabler/icons-react/dist/esm/icons/IconBubbleText.mjs';
import IconBulb from '@tabler/icons-react/dist/esm/icons/IconBulb.mjs';
import IconCards from '@tabler/icons-react/dist/esm/icons/IconCards.mjs';
import IconCategory from '@tabler/icons-react/dist/esm/icons/IconCategory.mjs';
import IconChess from '@tabler/icons-react/dist/esm/icons/IconChess.mjs';
import IconDots from '@tabler/icons-react/dist/esm/icons/IconDots.mjs';
import IconFeather from '@tabler/icons-react/dist/esm/icons/IconFeather.mjs';
import IconGauge from '@tabler/icons-react/dist/esm/icons/IconGauge.mjs';
import IconHandClick from '@tabler/icons-react/dist/esm/icons/IconHandClick.mjs';
import IconHandGrab from '@tabler/icons-react/dist/esm/icons/IconHandGrab.mjs';
import IconHearts from '@tabler/icons-react/dist/esm/icons/IconHearts.mjs';
import IconJumpRope from '@tabler/icons-react/dist/esm/icons/IconJumpRope.mjs';
import IconKarate from '@tabler/icons-react/dist/esm/icons/IconKarate.mjs';
import IconLungs from '@tabler/icons-react/dist/esm/icons/IconLungs.mjs';
import IconMasksTheater from '@tabler/icons-react/dist/esm/icons/IconMasksTheater.mjs';
import IconMedal from '@tabler/icons-react/dist/esm/icons/IconMedal.mjs';
import IconMoodHappy from '@tabler/icons-react/dist/esm/icons/IconMoodHappy.mjs';
import IconMountain from '@tabler/icons-react/dist/esm/icons/IconMountain.mjs';
import IconNotebook from '@tabler/icons-react/dist/esm/icons/IconNotebook.mjs';
import IconPingPong from '@tabler/icons-react/dist/esm/icons/IconPingPong.mjs';
import IconPlayHandball from '@tabler/icons-react/dist/esm/icons/IconPlayHandball.mjs';
import IconPuzzle from '@tabler/icons-react/dist/esm/icons/IconPuzzle.mjs';
import IconRun from '@tabler/icons-react/dist/esm/icons/IconRun.mjs';
import IconShirtSport from '@tabler/icons-react/dist/esm/icons/IconShirtSport.mjs';
import IconSnowflake from '@tabler/icons-react/dist/esm/icons/IconSnowflake.mjs';
import IconSofa from '@tabler/icons-react/dist/esm/icons/IconSofa.mjs';
import IconSportBilliard from '@tabler/icons-react/dist/esm/icons/IconSportBilliard.mjs';
import IconStretching from '@tabler/icons-react/dist/esm/icons/IconStretching.mjs';
import IconSwimming from '@tabler/icons-react/dist/esm/icons/IconSwimming.mjs';
import IconSword from '@tabler/icons-react/dist/esm/icons/IconSword.mjs';
import IconSwords from '@tabler/icons-react/dist/esm/icons/IconSwords.mjs';
import IconTargetArrow from '@tabler/icons-react/dist/esm/icons/IconTargetArrow.mjs';
import IconYoga from '@tabler/icons-react/dist/esm/icons/IconYoga.mjs';
import type { TablerIcon } from '@tabler/icons-react';

/*
 * The pictogram of every category of the seeded taxonomy (shared/data/categories.json): one icon
 * per minor, unique across the taxonomy, from one set (Tabler Icons, MIT, see NOTICE). A minor the
 * table does not know (an admin extended the taxonomy) shows its major's icon, and an unknown major
 * the generic one.
 */
export const MINOR_ICONS: Readonly<Record<string, Readonly<Record<string, TablerIcon>>>> = {
  '기존 스포츠': {
    축구: IconBallFootball,
    농구: IconBallBasketball,
    야구: IconBallBaseball,
    배드민턴: IconFeather,
    탁구: IconPingPong,
    테니스: IconBallTennis,
    볼링: IconBowling,
    당구: IconSportBilliard,
    복싱: IconBellRinging,
    태권도: IconKarate,
    유도: IconHandGrab,
    검도: IconSword,
    펜싱: IconSwords,
    수영: IconSwimming,
    클라이밍: IconMountain,
    크로스핏: IconJumpRope,
    런닝: IconRun,
    미식축구: IconBallAmericanFootball,
    라크로스: IconPlayHandball,
    기타: IconShirtSport,
  },
  신체: {
    근력: IconBarbell,
    균형: IconYoga,
    순발력: IconBolt,
    심폐지구력: IconLungs,
    유연성: IconStretching,
    정확성: IconTargetArrow,
    속도: IconGauge,
  },
  두뇌: {
    논리·추리력: IconPuzzle,
    암기력: IconNotebook,
    상식: IconBook,
    전략·계획: IconChess,
    심리·블러핑: IconCards,
    창의성: IconBulb,
    표현력: IconBubbleText,
    속도·반응: IconHandClick,
  },
  간단: {
    '방구석 스포츠': IconSofa,
    술게임: IconBeer,
    '커플 게임': IconHearts,
    아이스브레이킹: IconSnowflake,
    '즉흥 공연': IconMasksTheater,
  },
  기타: {
    기타: IconDots,
  },
};

export const MAJOR_ICONS: Readonly<Record<string, TablerIcon>> = {
  '기존 스포츠': IconMedal,
  신체: IconActivity,
  두뇌: IconBrain,
  간단: IconMoodHappy,
  기타: IconCategory,
};

export const FALLBACK_ICON: TablerIcon = IconCategory;

/**
 * A minor's icon and the major it belongs to (the tile's colour): by major and minor; without a
 * known major, the first major listing that minor ('기타' alone reads as the catch-all major's);
 * else the major's own icon, else the generic one.
 */
export function resolveCategory(minor: string, major?: string): { icon: TablerIcon; major?: string } {
  const inMajor = major ? MINOR_ICONS[major]?.[minor] : undefined;
  if (inMajor) return { icon: inMajor, major };
  if (major && MAJOR_ICONS[major]) return { icon: MAJOR_ICONS[major], major };
  if (minor === '기타') return { icon: IconDots, major: '기타' };
  for (const [owner, icons] of Object.entries(MINOR_ICONS)) {
    const icon = icons[minor];
    if (icon) return { icon, major: owner };
  }
  return { icon: FALLBACK_ICON, major };
}
