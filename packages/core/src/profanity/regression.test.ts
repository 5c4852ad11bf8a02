import { describe, expect, it } from 'vitest';
import { findProfanity } from './index.ts';

/**
 * Sentences players might type in a rule description, a review or chat. A change to the word lists
 * or the matcher that flips one of these is a change players notice: fix the matcher, or move the
 * sentence with a reason.
 */
const CLEAN = [
  // Rule texts
  '한 세트는 25점이고, 듀스가 되면 2점 차이가 날 때까지 해요.',
  '경기 시작 10분 전까지 도착해 주세요. 오후 3시 발표 이후에 조를 나눠요.',
  '몇 시 발표예요? 공지에 적어 주세요.',
  '회의는 2시.발표는 3시에 할게요.',
  '김 씨 발언은 규칙 위반이 아니에요.',
  '오전 10시 5발 사격, 오후에는 양궁 3발씩 쏴요.',
  '시발점은 센터 서클이고, 첫차는 시발역에서 출발해요.',
  '수박씨 뱉기 게임으로 벌칙을 정해요.',
  '수박씨 발라 먹기 대회도 해요.',
  '수박씨발라 먹기는 번외 경기예요.',
  '슈팅 연습 후에 패스 훈련을 해요.',
  '개인기 자랑은 경기 끝나고 해요.',
  '병살타가 나오면 공수 교대예요.',
  '사구(死球)를 맞으면 1루로 진루해요.',
  '수비 쉬프트는 감독 재량이에요.',
  '씨름 대회는 모래판에서 해요.',
  '우리 팀 마스코트는 시바견이에요.',
  '동시발생한 부상은 따로 기록해요.',
  '역시발차기가 제일 세네요.',
  '질병신고는 보건소에 해 주세요.',
  '등신대 포스터 앞에서 단체 사진 찍어요.',
  '신발 끈을 졸라 매고 뛰어요.',
  '3개년 계약을 맺었어요.',
  '새끼손가락 부상으로 결장해요.',
  '동창녀석들이랑 풋살 해요.',
  // Reviews and chat
  '미친 플레이였어요! 매너도 최고예요.',
  'NC발 트레이드 소식 들었어요?',
  '수원FC K리그 경기 보러 가요.',
  'C8 구역에서 만나요.',
  'ㅇㅈ? ㅇㅈㄹㅇ 인정해요.',
  'ㄱㅅ 수고하셨어요 ㅎㅎ',
  'ㅋㅋㅋㅋ 재밌었어요 ㅠㅠ',
  '존중하는 마음으로 경기해요.',
  '다시 발로 차 주세요.',
  // English
  'Pass the ball and shoot.',
  'Great assist from the left wing!',
  'The class starts at 7 at Scunthorpe station.',
  'The pilot sat in the cockpit; our therapist says rest.',
  'We read Dickens and ate shiitake mushrooms.',
  'He plays bass in the band.',
  "Kim's hit was amazing.",
  'That was a mishit, assess it after the game.',
  'Yoshitomo Tsutsugo hit a homer.',
  'He has a niggle in his hamstring.',
];

const DIRTY: [string, string][] = [
  ['심판 판정 진짜 씨발 같네요.', '씨발'],
  ['아 시1발 또 졌어', '시1발'],
  ['씨@발 오늘 왜 이래', '씨@발'],
  ['씨 발 진짜 짜증나', '씨 발'],
  ['씨.발 늦었잖아', '씨.발'],
  ['씨이이이발 늦었잖아', '씨이이이발'],
  ['ㅅㅂ 오늘 경기 망했어', 'ㅅㅂ'],
  ['ㅅㅂㅋㅋㅋ 또 졌네', 'ㅅㅂ'],
  ['저 ㅂㅅ 또 헛발질', 'ㅂㅅ'],
  ['ㅈㄹ하지 마세요', 'ㅈㄹ'],
  ['ㅄ같은 패스', 'ㅄ'],
  ['ㅅ발 뭐하냐', 'ㅅ발'],
  ['병1신 같은 플레이', '병1신'],
  ['저 병 신아 패스 좀 해', '병 신'],
  ['개새끼들 또 지각이네', '개새끼'],
  ['개 새끼야 공 줘', '개 새끼'],
  ['좆같은 심판', '좆같'],
  ['ㅈ같네 진짜', 'ㅈ같'],
  ['존나 못하네', '존나'],
  ['지랄하지 말고 뛰어', '지랄'],
  ['느금마 수비 좀 해라', '느금마'],
  ['니애미 뭐하냐', '니애미'],
  ['엠창 인생이네', '엠창'],
  ['미친놈이 태클을 하네', '미친놈'],
  ['ㅅㅣㅂㅏㄹ 진짜', 'ㅅㅣㅂㅏㄹ'],
  ['C발 오늘 망함', 'C발'],
  ['썅 또 실점', '썅'],
  ['씨발라먹어 진짜', '씨발'],
  ['tlqkf 오늘 왜 이래', 'tlqkf'],
  ['ㅗ 먹어라', 'ㅗ'],
  ['What the fuck was that pass', 'fuck'],
  ['f*ck this referee', 'f*ck'],
  ['sh1t game today', 'sh1t'],
  ['fück you all', 'fück'],
  ['fuuuuck we lost', 'fuuuuck'],
  ['ｆｕｃｋ ｔｈｉｓ', 'ｆｕｃｋ'],
  ['f u c k this', 'f u c k'],
  ['you are a b!tch', 'b!tch'],
  ["that's bullshit", 'shit'],
  ['stfu and play', 'stfu'],
  ['you asshole', 'asshole'],
];

describe('profanity regression sentences', () => {
  it.each(CLEAN)('passes: %s', (sentence) => {
    expect(findProfanity(sentence)).toBeNull();
  });

  it.each(DIRTY)('catches: %s', (sentence, word) => {
    expect(findProfanity(sentence)).toBe(word);
  });
});
