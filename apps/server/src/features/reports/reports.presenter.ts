import { DELETED_USER_NICKNAME, type AdminReport } from '@hanpan/core';
import type { DetailedReport } from './reports.service.ts';

/** A person who deleted their account is detached (null id) or anonymised: both read 탈퇴한 사용자. */
function nicknameOf(id: number | null, card: DetailedReport['reporter']): string | null {
  if (id === null || card?.deletedAt) return DELETED_USER_NICKNAME;
  return card?.nickname ?? null;
}

export function presentAdminReport(row: DetailedReport): AdminReport {
  const resolved = row.status === 'RESOLVED';
  return {
    id: row.id,
    targetType: row.targetType,
    targetId: row.targetId,
    reason: row.reason,
    status: row.status,
    reporterId: row.reporterId,
    reporterNickname: nicknameOf(row.reporterId, row.reporter),
    createdAt: row.createdAt.toISOString(),
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
    resolvedBy: resolved ? nicknameOf(row.resolvedById, row.resolver) : null,
    resolutionNote: row.resolutionNote,
    targetHidden: row.targetHidden,
    openReportsOnTarget: row.openReportsOnTarget,
    preview: row.preview,
  };
}
