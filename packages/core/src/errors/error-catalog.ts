/**
 * Every error the API can answer with: a stable snake_case code, the honest HTTP status and a Korean
 * message the UI may show as is. Server and web both read this table, so a code means one thing.
 */
export const errorCatalog = {
  validation_failed: { status: 400, message: '입력값을 확인해 주세요.' },
  bad_request: { status: 400, message: '잘못된 요청이에요.' },
  // The database refused the text's encoding (NUL, broken UTF-8): the schemas should catch it first.
  invalid_text: { status: 400, message: '쓸 수 없는 문자가 들어 있어요.' },
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
  // Profiles, uploads and blocks.
  username_taken: { status: 409, message: '이미 사용 중인 아이디예요.' },
  file_too_large: { status: 413, message: '파일은 10MB 이하여야 해요.' },
  image_too_many_pixels: {
    status: 413,
    message: '이미지 해상도가 너무 커요. 더 작은 사진을 선택해 주세요.',
  },
  unsupported_image: { status: 415, message: '지원하지 않는 이미지 형식이에요.' },
  cannot_block_self: { status: 400, message: '자기 자신은 차단할 수 없어요.' },
  block_not_found: { status: 404, message: '차단한 사용자가 아니에요.' },
  // Rules, edit requests and categories (issue 9).
  rule_not_found: { status: 404, message: '규칙을 찾을 수 없어요.' },
  rule_version_not_found: { status: 404, message: '규칙의 해당 버전을 찾을 수 없어요.' },
  unknown_category: { status: 400, message: '없는 카테고리예요. 목록에서 골라 주세요.' },
  not_rule_creator: { status: 403, message: '내가 만든 규칙만 수정을 요청할 수 있어요.' },
  edit_request_pending: { status: 409, message: '이미 검토 중인 수정 요청이 있어요.' },
  edit_request_closed: {
    status: 409,
    message: '수정 요청이 반영된 규칙이에요. 거절된 요청이 있거나 요청이 없을 때만 수정할 수 있어요.',
  },
  edit_request_not_found: { status: 404, message: '수정 요청을 찾을 수 없어요.' },
  not_edit_requester: { status: 403, message: '내가 보낸 수정 요청만 취소할 수 있어요.' },
  edit_request_not_pending: { status: 409, message: '이미 처리되었거나 취소된 수정 요청이에요.' },
  // Reports and moderation (issue 9 §9).
  report_target_not_found: { status: 404, message: '신고할 항목을 찾을 수 없어요.' },
  cannot_report_own: { status: 400, message: '내가 쓴 글은 신고할 수 없어요.' },
  rule_already_reported: { status: 409, message: '이미 신고한 규칙이에요' },
  // Spec §8 quotes this one for games, so it stays 합니다체.
  game_already_reported: { status: 409, message: '신고 접수가 완료된 경기입니다.' },
  comment_already_reported: { status: 409, message: '이미 신고한 댓글이에요.' },
  report_not_found: { status: 404, message: '신고를 찾을 수 없어요.' },
  report_already_resolved: { status: 409, message: '이미 처리된 신고예요.' },
  content_hidden: { status: 404, message: '관리자가 숨긴 항목이에요.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalog, value);
}
