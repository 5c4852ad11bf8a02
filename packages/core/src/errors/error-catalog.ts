import { commonErrors } from './common-errors.ts';

/**
 * The codes of one feature or another. Kept apart from the common ones because the web app's first
 * page carries the common table (its HTTP client's fallbacks, /init's sign-in errors) and should not
 * grow with every feature (issue 8's 120 kB budget).
 */
const featureErrors = {
  // Profiles, uploads and blocks.
  username_taken: { status: 409, message: '이미 사용 중인 아이디예요.' },
  // Issue 16 §4: the same letters as an administrator's nickname, give or take spaces and jamo.
  nickname_like_admin: { status: 409, message: '관리자 닉네임과 헷갈리는 닉네임은 쓸 수 없어요.' },
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
  // Notifications (issue 10 §4): someone else's notification is answered as absent.
  notification_not_found: { status: 404, message: '알림을 찾을 수 없어요.' },
  // Friends and blocks (issue 10, decision 015).
  cannot_friend_self: { status: 400, message: '나에게는 친구 요청을 보낼 수 없어요.' },
  already_friends: { status: 409, message: '이미 친구예요.' },
  friend_request_exists: { status: 409, message: '이미 친구 요청을 보냈어요.' },
  friend_request_not_found: { status: 404, message: '친구 요청이 취소되었거나 이미 처리되었어요.' },
  not_friends: { status: 404, message: '친구가 아니에요.' },
  // The actor blocked the other player (the other way round answers user_not_found, as if absent).
  user_blocked: { status: 403, message: '차단한 사용자예요. 설정의 차단 관리에서 차단을 풀 수 있어요.' },
  // DM chat (issue 10). Spec §8 quotes the self-DM one, so it stays 합니다체.
  cannot_dm_self: { status: 400, message: '자기 자신과의 DM은 생성할 수 없습니다.' },
  chat_room_not_found: { status: 404, message: '대화방을 찾을 수 없어요.' },
  not_chat_member: { status: 403, message: '참여하지 않은 대화방이에요.' },
  // Either side blocked the other; the wording does not say which.
  dm_blocked: { status: 403, message: '대화할 수 없는 사용자예요.' },
  dm_partner_left: { status: 410, message: '탈퇴한 사용자와는 대화할 수 없어요.' },
  chat_rate_limited: { status: 429, message: '메시지를 너무 빨리 보내고 있어요. 잠시 후 다시 보내 주세요.' },
  // The message names the word (profanityMessage); this is the fallback.
  chat_profanity: { status: 400, message: '쓸 수 없는 말이 들어 있어요.' },
  // Games (issue 11). The web app answers place_not_found with the spec's place-not-found dialog.
  place_not_found: {
    status: 400,
    message: '장소를 찾을 수 없어요. 시·군·구까지 나오는 더 구체적인 장소를 골라 주세요.',
  },
  game_already_applied: { status: 409, message: '이미 신청한 경기예요.' },
  // Applications and match management (issue 11 §4–5, spec §8 apply, approve, delete).
  game_not_found: { status: 404, message: '존재하지 않는 경기예요.' },
  not_game_owner: { status: 403, message: '내가 만든 경기에서만 할 수 있어요.' },
  not_game_owner_delete: { status: 403, message: '내가 만든 경기만 삭제할 수 있어요.' },
  cannot_apply_own_game: { status: 400, message: '내가 만든 경기에는 신청할 수 없어요.' },
  game_not_open: { status: 409, message: '매칭이 끝난 경기예요.' },
  // Existing clients look for '한 명만 승인 가능' in this message (spec §8): keep the phrase.
  game_approval_taken: { status: 409, message: '한 명만 승인 가능해요. 이미 다른 도전자가 승인되었어요.' },
  application_not_found: { status: 404, message: '신청 내역을 찾을 수 없어요.' },
  application_not_waiting: { status: 409, message: '대기 중인 신청이 아니에요.' },
  application_rejected: { status: 409, message: '거절된 신청은 취소할 수 없어요.' },
  not_approved_applicant: { status: 409, message: '승인된 도전자가 아니에요.' },
  game_already_started: { status: 409, message: '이미 시작했거나 끝난 경기예요.' },
  invitation_not_found: { status: 404, message: '받은 초대를 찾을 수 없어요.' },
  invitation_answered: { status: 409, message: '이미 응답한 초대예요.' },
  invitation_not_declined: {
    status: 409,
    message: '친구가 초대를 거절한 경기만 모두에게 열 수 있어요.',
  },
  // Start (decision 018): only a SCHEDULED game with an opponent and a place, once.
  game_not_startable: {
    status: 409,
    message: '상대가 정해진 예정 경기만 시작할 수 있어요.',
  },
  // One live game at a time (issue 18 item 2): neither player may have another game IN_PROGRESS.
  player_in_live_game: {
    status: 409,
    message: '진행 중인 경기가 있는 선수가 있어요. 그 경기가 끝나면 시작해 주세요.',
  },
  // Live play (issue 18): a SEND to a game not (or no longer) under way; a result asked too early.
  match_not_in_progress: { status: 409, message: '진행 중인 경기가 아니에요.' },
  match_result_missing: { status: 404, message: '아직 결과가 없는 경기예요.' },
  // The result of a match still being played: the web goes to its play screen instead.
  match_still_live: { status: 409, message: '아직 진행 중인 경기예요.' },
  // Spec §4 post ranking state 'unavailable': games played before ratings (or unrated) have none.
  game_ranking_missing: { status: 404, message: '이 경기는 랭킹 기록이 없어요.' },
  game_place_required: { status: 400, message: '경기 장소를 먼저 정해 주세요.' },
  start_photo_required: { status: 400, message: '경기 시작 인증샷을 찍어 주세요.' },
  game_place_locked: { status: 409, message: '시작했거나 끝난 경기는 장소를 바꿀 수 없어요.' },
  // Spec §5/§8 quote it for the invite-code dialog: the code space is guessable, so any game that
  // is not open and visible to the caller answers the same.
  invite_game_unavailable: { status: 404, message: '잘못된 초대 번호입니다.' },
  // Game comments (issue 11 §8). The profanity one names the word (profanityMessage).
  comment_not_found: { status: 404, message: '댓글을 찾을 수 없어요. 삭제되었을 수 있어요.' },
  not_comment_author: { status: 403, message: '내가 쓴 댓글만 고치거나 지울 수 있어요.' },
  comment_profanity: { status: 400, message: '쓸 수 없는 말이 들어 있어요.' },
  // Play-with-me-too (issue 11 §10). Spec §8 names the duplicate one.
  challenge_already_sent: { status: 409, message: '이미 이 사용자에게 도전 신청을 보냈어요' },
  cannot_challenge_self: { status: 400, message: '나에게는 도전 신청을 보낼 수 없어요.' },
  challenge_not_found: { status: 404, message: '도전 신청이 취소되었거나 이미 처리되었어요.' },
  // A friend game (POST /api/games/create-friend-game) needs another player who is a friend.
  cannot_invite_self: { status: 400, message: '나를 경기에 초대할 수는 없어요. 함께할 친구를 골라 주세요.' },
  // Live play (issue 18): what the engine refuses, on the sender's error queue (no seq is spent).
  match_over: { status: 409, message: '이미 끝난 경기예요.' },
  not_match_player: { status: 403, message: '경기를 하는 두 선수만 점수를 바꿀 수 있어요.' },
  score_out_of_range: { status: 400, message: '점수는 0점부터 목표 점수까지만 바꿀 수 있어요.' },
  set_countdown: { status: 409, message: '세트 시작 카운트다운 중이에요. 잠시 후에 점수를 바꿔 주세요.' },
  set_not_started: { status: 409, message: '아직 세트가 시작되지 않았어요.' },
  between_sets: { status: 409, message: '세트가 끝났어요. 다음 세트를 시작해 주세요.' },
  wrong_set: { status: 409, message: '지금 진행 중인 세트가 아니에요.' },
  // Match media (issue 19 item 1, decision 026): the game's two players, after a completed match.
  game_media_not_allowed: { status: 409, message: '끝난 경기에만 사진이나 동영상을 올릴 수 있어요.' },
  game_media_abandoned: { status: 409, message: '중단된 경기에는 사진이나 동영상을 올릴 수 없어요.' },
  game_media_limit: { status: 409, message: '사진과 동영상은 한 경기에 5개까지 올릴 수 있어요.' },
  game_media_empty: { status: 400, message: '올릴 사진이나 동영상을 골라 주세요.' },
  video_too_large: { status: 413, message: '동영상은 50MB 이하여야 해요.' },
  video_too_long: { status: 400, message: '120초가 넘는 동영상은 올릴 수 없어요.' },
  unsupported_video: {
    status: 415,
    message: '지원하지 않는 동영상 형식이에요. MP4, MOV나 WebM 동영상을 올려 주세요.',
  },
  // After the match (issue 19, decision 025): one review and one rule rating per player per game,
  // only for a completed match with a result. Spec §5 names the profanity refusal.
  not_game_player: { status: 403, message: '이 경기를 한 두 선수만 후기와 평가를 남길 수 있어요.' },
  review_not_open: { status: 409, message: '끝난 경기에만 후기와 평가를 남길 수 있어요.' },
  review_game_abandoned: {
    status: 409,
    message: '중단된 경기는 결과가 없어서 후기와 평가를 남길 수 없어요.',
  },
  review_already_written: { status: 409, message: '이 경기의 후기는 이미 남겼어요.' },
  rule_already_rated: { status: 409, message: '이 경기의 규칙은 이미 평가했어요.' },
  rating_rule_mismatch: { status: 400, message: '이 경기에서 쓴 규칙만 평가할 수 있어요.' },
  review_profanity: { status: 400, message: '비속어가 포함되어 있어 등록할 수 없어요.' },
  // Likes (issue 20 item 3, decision 029): only a completed match with a result has them.
  like_not_open: { status: 409, message: '끝난 경기에만 좋아요를 누를 수 있어요.' },
  like_game_abandoned: { status: 409, message: '중단된 경기에는 좋아요를 누를 수 없어요.' },
} as const satisfies Record<string, { status: number; message: string }>;

export const errorCatalog = { ...commonErrors, ...featureErrors };

export type ErrorCode = keyof typeof errorCatalog;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalog, value);
}
