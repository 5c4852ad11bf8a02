/**
 * Every error the API can answer with: a stable snake_case code, the honest HTTP status and a Korean
 * message the UI may show as is. Server and web both read this table, so a code means one thing.
 */
export const commonErrors = {
  validation_failed: { status: 400, message: '입력값을 확인해 주세요.' },
  bad_request: { status: 400, message: '잘못된 요청이에요.' },
  // The database refused the text's encoding (NUL, broken UTF-8): the schemas should catch it first.
  invalid_text: { status: 400, message: '쓸 수 없는 문자가 들어 있어요.' },
  // The database refused a date or time (22007/22008): the schemas (cursor instants…) should catch it first.
  invalid_datetime: { status: 400, message: '날짜나 시간이 올바르지 않아요.' },
  // Answered before routing, by Fastify or Node's HTTP parser (http/framework-errors.ts).
  bad_url: { status: 400, message: '요청 주소를 읽을 수 없어요.' },
  request_timeout: { status: 408, message: '요청이 제시간에 도착하지 않았어요. 다시 시도해 주세요.' },
  uri_too_long: { status: 414, message: '요청 주소가 너무 길어요.' },
  headers_too_large: { status: 431, message: '요청 헤더가 너무 커요.' },
  unauthorized: { status: 401, message: '로그인이 필요해요.' },
  session_expired: { status: 401, message: '로그인이 만료되었어요. 다시 로그인해 주세요.' },
  invalid_credentials: { status: 401, message: '로그인 실패: 아이디 또는 비밀번호를 확인해 주세요.' },
  forbidden: { status: 403, message: '권한이 없어요.' },
  admin_only: { status: 403, message: '회원가입 실패: 관리자만 계정을 생성할 수 있어요.' },
  not_found: { status: 404, message: '요청한 항목을 찾을 수 없어요.' },
  route_not_found: { status: 404, message: '존재하지 않는 API예요.' },
  user_not_found: { status: 404, message: '사용자를 찾을 수 없어요.' },
  // A unique index said no and db/unique-constraints.ts names no better code for it.
  conflict: { status: 409, message: '이미 있는 항목이에요.' },
  // Spec §8 names this one for group registration only (quoted there in English).
  group_registration_conflict: { status: 409, message: '회원가입 실패: 중복된 항목이 있어요.' },
  email_taken: { status: 409, message: '이미 사용 중인 아이디예요.' },
  payload_too_large: { status: 413, message: '요청이 너무 커요.' },
  unsupported_media_type: { status: 415, message: '지원하지 않는 형식이에요.' },
  login_locked: { status: 429, message: '로그인 시도가 너무 많아요. 15분 후 다시 시도해 주세요.' },
  rate_limited: { status: 429, message: '요청이 너무 많아요. 잠시 후 다시 시도해 주세요.' },
  internal_error: { status: 500, message: '일시적인 오류가 발생했어요. 잠시 후 다시 시도해 주세요.' },
  service_unavailable: {
    status: 503,
    message: '서비스를 잠시 사용할 수 없어요. 잠시 후 다시 시도해 주세요.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type CommonErrorCode = keyof typeof commonErrors;

/** Like isErrorCode, for the common table only (what the web's first page knows). */
export function isCommonErrorCode(value: unknown): value is CommonErrorCode {
  return typeof value === 'string' && Object.hasOwn(commonErrors, value);
}
