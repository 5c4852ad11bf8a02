/**
 * Words that point a rule at a minor category, for the offline namer. Matching is on text with
 * spaces removed and lower-cased ('한 발' = '한발', 'OX 퀴즈' = 'ox퀴즈'), so a keyword is found
 * however the player spaced it. Single syllables ('공', '방', '술', '큐') are left out on purpose:
 * as substrings they hit 공격, 방법, 기술, 바베큐 far more often than the thing they name.
 *
 * A minor of the taxonomy missing here (one an admin added) still matches on its own name, and a
 * row for a minor the taxonomy lacks is ignored: the taxonomy passed in is the only truth.
 */
export interface MinorKeywords {
  major: string;
  minor: string;
  /** Things that can stand in a title ('종이컵', '플랭크'); they score like the stems. */
  nouns: string[];
  /** Verb stems and loose hints that only score ('외우', '버티'). */
  stems?: string[];
}

/** Removed before matching, because a keyword sits inside them with another meaning. */
export const FALSE_FRIENDS = [
  '만들기', // 들기 (근력)
  '기술',
  '마술',
  '예술',
  '수술',
  '술래', // 술 (술게임)
  '유도하',
  '유도해',
  '유도한', // 유도 (the sport)
];

const SPORT = '기존 스포츠';
const BODY = '신체';
const BRAIN = '두뇌';
const SIMPLE = '간단';

export const CATEGORY_KEYWORDS: MinorKeywords[] = [
  {
    major: SPORT,
    minor: '축구',
    nouns: ['축구', '풋살', '축구공', '페널티킥', '프리킥', '헤딩', '리프팅'],
    stems: ['골대', '슈팅', '드리블', '골키퍼'],
  },
  {
    major: SPORT,
    minor: '농구',
    nouns: ['농구', '농구공', '자유투', '3점슛', '레이업', '덩크'],
    stems: ['골밑'],
  },
  {
    major: SPORT,
    minor: '야구',
    nouns: ['야구', '야구공', '배트', '방망이', '홈런', '캐치볼'],
    stems: ['투수', '스트라이크', '삼진'],
  },
  { major: SPORT, minor: '배드민턴', nouns: ['배드민턴', '셔틀콕'] },
  { major: SPORT, minor: '탁구', nouns: ['탁구', '탁구공', '탁구대', '핑퐁'] },
  { major: SPORT, minor: '테니스', nouns: ['테니스', '테니스공'], stems: ['발리'] },
  { major: SPORT, minor: '볼링', nouns: ['볼링', '볼링핀', '볼링공'], stems: ['스페어', '거터'] },
  { major: SPORT, minor: '당구', nouns: ['당구', '당구대', '큐대', '포켓볼', '쓰리쿠션'] },
  { major: SPORT, minor: '복싱', nouns: ['복싱', '권투', '펀치', '샌드백', '스파링'], stems: ['잽'] },
  { major: SPORT, minor: '태권도', nouns: ['태권도', '발차기', '격파', '품새'] },
  { major: SPORT, minor: '유도', nouns: ['유도', '업어치기', '메치기', '도복'] },
  { major: SPORT, minor: '검도', nouns: ['검도', '죽도'] },
  { major: SPORT, minor: '펜싱', nouns: ['펜싱', '플뢰레', '에페', '사브르'], stems: ['찌르기'] },
  { major: SPORT, minor: '수영', nouns: ['수영', '수영장', '자유형', '배영', '평영', '접영', '잠수'] },
  { major: SPORT, minor: '클라이밍', nouns: ['클라이밍', '볼더링', '암벽'], stems: ['홀드'] },
  { major: SPORT, minor: '크로스핏', nouns: ['크로스핏', '케틀벨', '박스 점프', '월볼'] },
  {
    major: SPORT,
    minor: '런닝',
    nouns: ['런닝', '러닝', '마라톤', '조깅', '단거리', '장거리'],
    stems: ['트랙', '50m', '100m', '200m', '400m', '1km', '5km', '10km'],
  },
  { major: SPORT, minor: '미식축구', nouns: ['미식축구', '터치다운', '쿼터백', '필드골'], stems: ['태클'] },
  { major: SPORT, minor: '라크로스', nouns: ['라크로스'] },

  {
    major: BODY,
    minor: '근력',
    nouns: [
      '팔굽혀펴기',
      '푸시업',
      '스쿼트',
      '플랭크',
      '턱걸이',
      '윗몸일으키기',
      '런지',
      '덤벨',
      '아령',
      '팔씨름',
      '벽 앉기',
    ],
    stems: ['버티', '버텨', '들기', '들어 올리', '근력', '힘으로'],
  },
  {
    major: BODY,
    minor: '균형',
    nouns: ['외발', '한발', '외발 서기', '한발 서기', '중심 잡기', '까치발'],
    stems: ['균형', '한 발로', '한쪽 다리', '눈 감고 서'],
  },
  {
    major: BODY,
    minor: '순발력',
    nouns: ['순발력', '자 잡기'],
    stems: ['낚아채', '먼저 잡', '재빨리', '떨어뜨', '호루라기', '휘슬'],
  },
  {
    major: BODY,
    minor: '심폐지구력',
    nouns: ['달리기', '왕복 달리기', '버피', '줄넘기', '점핑잭', '계단 오르기'],
    stems: ['왕복', '지구력', '쉬지 않고'],
  },
  {
    major: BODY,
    minor: '유연성',
    nouns: ['스트레칭', '다리 찢기', '림보', '허리 굽히기'],
    stems: ['유연', '앞으로 굽', '손끝', '발끝'],
  },
  {
    major: BODY,
    minor: '정확성',
    nouns: ['다트', '과녁', '투호', '물병 세우기', '컵 넣기'],
    stems: ['정확', '조준', '명중', '던져 넣', '던져서 넣', '골인'],
  },
  {
    major: BODY,
    minor: '속도',
    nouns: ['스피드', '타임어택'],
    stems: ['빨리', '빠르게', '빠른', '가장 먼저', '최단', '기록 단축'],
  },

  {
    major: BRAIN,
    minor: '논리·추리력',
    nouns: ['스도쿠', '수수께끼', '범인 찾기', '마방진', '추리'],
    stems: ['논리', '추론', '단서'],
  },
  {
    major: BRAIN,
    minor: '암기력',
    nouns: ['기억력', '카드 짝 맞추기', '암기'],
    stems: ['외우', '외운', '외워', '기억'],
  },
  {
    major: BRAIN,
    minor: '상식',
    nouns: ['퀴즈', '상식 퀴즈', 'OX 퀴즈', '골든벨', '상식'],
    stems: ['문제', '정답'],
  },
  {
    major: BRAIN,
    minor: '전략·계획',
    nouns: ['바둑', '오목', '체스', '보드게임', '땅따먹기', '베스킨라빈스'],
    stems: ['전략', '작전', '수읽기'],
  },
  {
    major: BRAIN,
    minor: '심리·블러핑',
    nouns: ['블러핑', '마피아', '포커', '인디언 포커', '눈치 게임', '거짓말 탐지'],
    stems: ['속이', '속여', '거짓말', '심리', '허세', '눈치'],
  },
  {
    major: BRAIN,
    minor: '창의성',
    nouns: ['그림', '그리기', '작품', '만화'],
    stems: ['창의', '상상', '독창', '아이디어', '그려'],
  },
  {
    major: BRAIN,
    minor: '표현력',
    nouns: ['몸으로 말해요', '제스처', '몸짓', '설명하기'],
    stems: ['표현', '묘사', '설명해', '설명하'],
  },
  {
    major: BRAIN,
    minor: '속도·반응',
    nouns: ['369', '반응속도', '손병호 게임', '딸기 게임', '끝말잇기'],
    stems: ['반응', '외치', '손뼉'],
  },

  {
    major: SIMPLE,
    minor: '방구석 스포츠',
    nouns: [
      '방구석',
      '종이컵',
      '병뚜껑',
      '딱지',
      '딱지치기',
      '알까기',
      '책상',
      '젓가락',
      '휴지',
      '지우개',
      '컵 쌓기',
    ],
    stems: ['방에서', '방 안', '거실', '집에서', '실내', '앉아서'],
  },
  {
    major: SIMPLE,
    minor: '술게임',
    nouns: ['술게임', '소주', '맥주', '막걸리', '벌주', '건배', '원샷', '술잔'],
    stems: ['술을', '술 마', '마시', '취하', '한 잔'],
  },
  {
    major: SIMPLE,
    minor: '커플 게임',
    nouns: ['커플', '연인', '애인', '데이트', '남자친구', '여자친구', '빼빼로'],
    stems: ['둘이서', '사랑'],
  },
  {
    major: SIMPLE,
    minor: '아이스브레이킹',
    nouns: ['아이스브레이킹', '자기소개', '첫 만남', '밸런스 게임', '공통점 찾기'],
    stems: ['친해', '처음 만', '서로 알아', '공통점'],
  },
  {
    major: SIMPLE,
    minor: '즉흥 공연',
    nouns: ['즉흥', '공연', '연기', '노래', '댄스', '성대모사', '상황극', '장기자랑', '개그'],
    stems: ['춤을', '춤추', '흉내', '따라 하', '따라하'],
  },
];
