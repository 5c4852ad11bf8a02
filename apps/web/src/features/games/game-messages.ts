import { isCommonErrorCode } from '@hanpan/core/common-errors';
import { isApiError } from '@/lib/api-client';

/** What /game says when an action fails (spec §8; the quoted ones stay as the spec words them). */
export const gameScreenMessages = {
  cancelRequestFailed: '취소에 실패했습니다.',
  approveTaken: '이미 다른 도전자가 승인되었어요.',
  approveFailed: '승인 중 오류가 발생했어요',
  cancelApproveFailed: '승인 취소에 실패했어요.',
  rejectFailed: '거절에 실패했어요.',
  deleteNotOwner: '내가 만든 경기만 삭제할 수 있어요',
  deleteNotFound: '존재하지 않는 경기예요',
  deleteFailed: '삭제에 실패했어요',
  deleted: '경기를 삭제했어요.',
  copyFailed: '복사에 실패했습니다!',
  linkCopied: '초대 링크를 복사했어요.',
  shareFailed: '초대 링크를 만들지 못했어요. 잠시 후 다시 시도해 주세요.',
  startFailedPrefix: '경기 시작에 실패했어요: ',
  started: '경기를 시작했어요!',
  invitationAccepted: '초대를 수락했어요. 경기가 잡혔어요.',
  invitationDeclined: '초대를 거절했어요.',
  invitationFailed: '초대에 답하지 못했어요. 잠시 후 다시 시도해 주세요.',
  opened: '모두가 볼 수 있는 경기로 바꿨어요.',
  openFailed: '경기를 공개하지 못했어요. 잠시 후 다시 시도해 주세요.',
  placeFailed: '장소를 저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
  loadFailed: '경기 목록을 불러오지 못했어요.',
  gamesFailed: '내 경기를 불러오지 못했어요.',
  requestsFailed: '신청한 경기를 불러오지 못했어요.',
  linkedGameGone: '삭제됐거나 더는 볼 수 없는 경기예요.',
} as const;

/**
 * The server's words when it explained the refusal (a feature's own error code), else the fallback
 * (spec §8: 'server message or …'); a bare 500 or an unreadable answer gets the fallback.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (!isApiError(error) || isCommonErrorCode(error.code) || error.code === 'invalid_response')
    return fallback;
  return error.message || fallback;
}

/** Spec §8 approve: '한 명만 승인 가능' in the answer means another player got there first. */
export function approveFailureMessage(error: unknown): string {
  return isApiError(error) && error.message.includes('한 명만 승인 가능')
    ? gameScreenMessages.approveTaken
    : gameScreenMessages.approveFailed;
}

/** Spec §8 delete: 403 and 404 have their own words, anything else one. */
export function deleteFailureMessage(error: unknown): string {
  if (isApiError(error) && error.status === 403) return gameScreenMessages.deleteNotOwner;
  if (isApiError(error) && error.status === 404) return gameScreenMessages.deleteNotFound;
  return gameScreenMessages.deleteFailed;
}

/** Spec §8 start: 'game start failed: ' plus the server's message. */
export function startFailureMessage(error: unknown): string {
  const reason = isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.';
  return `${gameScreenMessages.startFailedPrefix}${reason}`;
}
