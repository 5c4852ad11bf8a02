import type { EditRequestStatus } from '@hanpan/core';

/** The admin's words for each status (spec §2 tabs 대기 중 / 승인됨 / 거절됨) and its badge tone. */
export const adminStatusLabels: Record<EditRequestStatus, string> = {
  PENDING: '대기 중',
  APPROVED: '승인됨',
  REJECTED: '거절됨',
};

export const adminStatusTones = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'danger',
} as const satisfies Record<EditRequestStatus, string>;

export const UNTITLED_RULE = '제목 없음';
export const UNKNOWN_USER = '알 수 없음';
