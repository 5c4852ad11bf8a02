import type { ReportTargetType } from '@hanpan/core';

export const reportTargetLabels: Record<ReportTargetType, string> = {
  RULE: '규칙',
  GAME: '경기',
  COMMENT: '댓글',
};
