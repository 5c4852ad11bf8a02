import type { ReportTargetType } from '@hanpan/core';
import type { ReportTargetKind, ReportTargets } from '../feature-deps.ts';

/**
 * The registry of reportable kinds (the same shape as realtime/rooms.ts): reports knows nothing of
 * rules, games or comments; each owner adds its kind with `deps.reportTargets.addKind(...)`.
 * A type nobody added cannot be reported (404 report_target_not_found).
 */
export function createReportTargets(): ReportTargets {
  const kinds = new Map<ReportTargetType, ReportTargetKind>();
  return {
    addKind(kind) {
      if (kinds.has(kind.type)) throw new Error(`report target kind ${kind.type} added twice`);
      kinds.set(kind.type, kind);
    },
    kindOf: (type) => kinds.get(type),
  };
}
