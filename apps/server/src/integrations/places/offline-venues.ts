/**
 * Public sports venues the offline search knows without any provider key: per region a few places
 * people really meet to play. Coordinates are given only for landmarks whose position is well
 * known; every other venue is shown at its district centre, marked approximate, so a game is never
 * pinned to a wrong spot. `region` is canonical ('서울 강남구'); a test checks each one against the
 * region table. `sports` are the keywords a search for a sport ('탁구') finds the venue by.
 */

export interface OfflineVenue {
  name: string;
  region: string;
  sports: readonly string[];
  /** [lat, lng] when known for sure; absent → the district centre, approximate. */
  at?: readonly [number, number];
  /** Other names people use ('올팍', '잠실운동장'). */
  aliases?: readonly string[];
}

const INDOOR = ['탁구', '배드민턴', '농구', '배구'] as const;
const PARK = ['러닝', '자전거', '농구', '족구'] as const;
const STADIUM = ['축구', '러닝', '육상'] as const;

export const OFFLINE_VENUES: readonly OfflineVenue[] = [
  // 서울
  {
    name: '강남구민체육관',
    region: '서울 강남구',
    sports: [...INDOOR, '수영'],
    aliases: ['강남구민체육센터'],
  },
  { name: '대치유수지 체육공원', region: '서울 강남구', sports: ['축구', '풋살', '야구', '테니스'] },
  { name: '잠실 올림픽공원 테니스장', region: '서울 송파구', sports: ['테니스'], aliases: ['올팍 테니스장'] },
  { name: '올림픽공원', region: '서울 송파구', sports: [...PARK], aliases: ['올팍'] },
  {
    name: '잠실종합운동장',
    region: '서울 송파구',
    sports: [...STADIUM, '야구'],
    at: [37.5153, 127.0728],
    aliases: ['잠실운동장', '잠실야구장'],
  },
  { name: '잠실학생체육관', region: '서울 송파구', sports: ['농구', '배구', '탁구'] },
  {
    name: '한강공원 뚝섬지구',
    region: '서울 광진구',
    sports: [...PARK, '수영', '인라인'],
    aliases: ['뚝섬유원지'],
  },
  { name: '한강공원 여의도지구', region: '서울 영등포구', sports: [...PARK, '인라인'] },
  { name: '한강공원 반포지구', region: '서울 서초구', sports: [...PARK] },
  { name: '한강공원 망원지구', region: '서울 마포구', sports: [...PARK, '축구', '풋살'] },
  {
    name: '서울월드컵경기장',
    region: '서울 마포구',
    sports: ['축구'],
    at: [37.5683, 126.8972],
    aliases: ['상암월드컵경기장'],
  },
  { name: '마포구민체육센터', region: '서울 마포구', sports: [...INDOOR, '수영'] },
  { name: '장충체육관', region: '서울 중구', sports: ['배구', '농구', '탁구'] },
  { name: '효창운동장', region: '서울 용산구', sports: ['축구', '러닝'] },
  { name: '목동종합운동장', region: '서울 양천구', sports: [...STADIUM, '야구', '아이스하키'] },
  { name: '노원구민체육센터', region: '서울 노원구', sports: [...INDOOR, '수영'] },
  { name: '관악구민종합체육센터', region: '서울 관악구', sports: [...INDOOR, '수영'] },
  // 부산
  { name: '사직종합운동장', region: '부산 동래구', sports: [...STADIUM, '야구'], aliases: ['사직야구장'] },
  { name: '부산 구덕운동장', region: '부산 서구', sports: ['축구', '야구', '러닝'] },
  { name: '해운대해수욕장 비치코트', region: '부산 해운대구', sports: ['비치발리볼', '러닝', '족구'] },
  { name: '삼락생태공원 체육시설', region: '부산 사상구', sports: ['축구', '야구', '테니스', '자전거'] },
  { name: '금정체육공원', region: '부산 금정구', sports: ['축구', '테니스', '탁구', '배드민턴'] },
  // 대구
  { name: '대구스타디움', region: '대구 수성구', sports: [...STADIUM] },
  { name: '두류공원', region: '대구 달서구', sports: [...PARK, '축구'] },
  { name: '대구시민운동장', region: '대구 북구', sports: ['축구', '야구', '러닝'] },
  { name: '수성구민운동장 체육관', region: '대구 수성구', sports: [...INDOOR] },
  // 인천
  { name: '인천문학경기장', region: '인천 미추홀구', sports: [...STADIUM, '야구'], aliases: ['문학경기장'] },
  { name: '송도 센트럴파크', region: '인천 연수구', sports: [...PARK] },
  { name: '계양체육관', region: '인천 계양구', sports: [...INDOOR] },
  { name: '부평구민체육센터', region: '인천 부평구', sports: [...INDOOR, '수영'] },
  // 광주
  { name: '광주월드컵경기장', region: '광주 서구', sports: [...STADIUM] },
  { name: '염주종합체육관', region: '광주 서구', sports: [...INDOOR] },
  { name: '광주-기아 챔피언스 필드', region: '광주 북구', sports: ['야구'], aliases: ['챔피언스필드'] },
  { name: '광산구민체육관', region: '광주 광산구', sports: [...INDOOR] },
  // 대전
  { name: '대전월드컵경기장', region: '대전 유성구', sports: [...STADIUM] },
  { name: '한밭종합운동장', region: '대전 중구', sports: [...STADIUM, '야구'], aliases: ['한밭운동장'] },
  { name: '한밭체육관', region: '대전 중구', sports: [...INDOOR] },
  { name: '갑천 둔치 체육공원', region: '대전 서구', sports: [...PARK, '축구', '테니스'] },
  // 울산
  { name: '울산문수축구경기장', region: '울산 남구', sports: ['축구'], aliases: ['문수경기장'] },
  { name: '울산종합운동장', region: '울산 중구', sports: [...STADIUM] },
  { name: '동천체육관', region: '울산 중구', sports: [...INDOOR] },
  { name: '태화강 국가정원', region: '울산 중구', sports: ['러닝', '자전거'] },
  // 세종
  { name: '세종호수공원', region: '세종 세종시', sports: ['러닝', '자전거', '족구'] },
  { name: '세종중앙공원', region: '세종 세종시', sports: [...PARK, '축구', '테니스'] },
  { name: '세종시민체육관', region: '세종 세종시', sports: [...INDOOR] },
  // 경기
  { name: '수원월드컵경기장', region: '경기 수원시', sports: [...STADIUM] },
  { name: '수원종합운동장', region: '경기 수원시', sports: [...STADIUM, '야구', '탁구'] },
  { name: '광교호수공원', region: '경기 수원시', sports: ['러닝', '자전거'] },
  { name: '탄천종합운동장', region: '경기 성남시', sports: [...STADIUM, '배드민턴'] },
  { name: '고양종합운동장', region: '경기 고양시', sports: [...STADIUM] },
  { name: '일산호수공원', region: '경기 고양시', sports: ['러닝', '자전거', '농구'] },
  { name: '부천종합운동장', region: '경기 부천시', sports: [...STADIUM, '야구'] },
  { name: '용인시민체육공원', region: '경기 용인시', sports: [...STADIUM, '테니스'] },
  // 강원
  { name: '춘천 송암스포츠타운', region: '강원 춘천시', sports: [...STADIUM, '테니스'] },
  { name: '강릉 아이스아레나', region: '강원 강릉시', sports: ['아이스하키', '빙상'] },
  { name: '원주종합운동장', region: '강원 원주시', sports: [...STADIUM] },
  // 충북
  { name: '청주종합운동장', region: '충북 청주시', sports: [...STADIUM] },
  { name: '청주국민생활관', region: '충북 청주시', sports: [...INDOOR] },
  { name: '충주종합운동장', region: '충북 충주시', sports: [...STADIUM] },
  // 충남
  { name: '천안종합운동장', region: '충남 천안시', sports: [...STADIUM] },
  { name: '이순신종합운동장', region: '충남 아산시', sports: [...STADIUM, '테니스'] },
  // 전북
  { name: '전주월드컵경기장', region: '전북 전주시', sports: [...STADIUM] },
  { name: '전주화산체육관', region: '전북 전주시', sports: [...INDOOR] },
  { name: '군산월명종합경기장', region: '전북 군산시', sports: [...STADIUM] },
  // 전남
  { name: '순천만국가정원', region: '전남 순천시', sports: ['러닝', '자전거'] },
  { name: '목포국제축구센터', region: '전남 목포시', sports: ['축구', '풋살'] },
  { name: '여수 진남체육관', region: '전남 여수시', sports: [...INDOOR] },
  // 경북
  { name: '포항스틸야드', region: '경북 포항시', sports: ['축구'] },
  { name: '경주시민운동장', region: '경북 경주시', sports: [...STADIUM] },
  { name: '구미시민운동장', region: '경북 구미시', sports: [...STADIUM] },
  // 경남
  { name: '창원축구센터', region: '경남 창원시', sports: ['축구', '풋살'] },
  { name: '김해종합운동장', region: '경남 김해시', sports: [...STADIUM] },
  { name: '진주종합경기장', region: '경남 진주시', sports: [...STADIUM] },
  // 제주
  { name: '제주월드컵경기장', region: '제주 서귀포시', sports: ['축구'] },
  { name: '제주종합경기장', region: '제주 제주시', sports: [...STADIUM, '야구'] },
  { name: '한라체육관', region: '제주 제주시', sports: [...INDOOR] },
];
