/**
 * Ordinary words that contain a listed word. A hit is dropped when one of these, found in the
 * folded text, covers it. A leading '…' means "after another syllable of the same word", so
 * '…시발표' lets 동시발표 and 출시발표 through but not a 시발 standing at the start of a word.
 */
const NOUNS_AFTER_BAL = '표전생견사언송행급휘매효령동탁달굴명주열진족육목등바차끝뒤랄가';

export const ALLOW_KO = [
  // 始發: starting point, first station
  '시발점',
  '시발역',
  '시발택시',
  '시발자동차',
  // …시 + 발…: 동시발생, 도시발전, 출시발표, 역시발차기 typed without a space
  ...[...NOUNS_AFTER_BAL].map((syllable) => `…시발${syllable}`),
  // 씨를 발라: the watermelon-seed game written as one word
  '수박씨발라',
  // 질병신고 (disease report), 감염병신종
  '…병신고',
  '…병신약',
  '…병신종',
  // 等身: life-size
  '등신대',
  '등신상',
  '등신불',
  '팔등신',
  '칠등신',
  '구등신',
  // 기존/생존/보존… + 나…
  '기존나',
  '생존나',
  '보존나',
  '의존나',
  '공존나',
  '잔존나',
  '현존나',
  // 동창 + 녀석
  '창녀석',
];

/** English words that contain a listed one where the bounds do not already rule it out. */
export const ALLOW_EN = [
  'dickens',
  'dickinson',
  'dickson',
  'dickey',
  'dickie',
  'mishit',
  'assess',
  'shiitake',
  'shitake',
  'snigger',
  'retardant',
  'rapeseed',
  'wankel',
];
