import type { EditRequest } from '@hanpan/core';
import { useState } from 'react';
import { afterOverlayCloses } from '@/ui/after-overlay-closes';
import { CompareDialog } from './compare-dialog';
import type { ReviewHandlers } from './edit-request-list';
import { UNTITLED_RULE } from './edit-request-status';
import { ApproveDialog, RejectDialog } from './review-dialogs';

type Action = { kind: 'approve' | 'reject'; request: EditRequest };

/**
 * The dialogs of a review: the comparison modal, and over it (or straight from a card) the approval
 * confirmation or the rejection reason. A decision closes both and the list refreshes.
 */
export function useReviewFlow() {
  const [comparing, setComparing] = useState<EditRequest | null>(null);
  const [action, setAction] = useState<Action | null>(null);

  const handlers: ReviewHandlers = {
    onOpen: setComparing,
    onApprove: (request) => setAction({ kind: 'approve', request }),
    onReject: (request) => setAction({ kind: 'reject', request }),
  };

  const decided = () => {
    setAction(null);
    // The comparison modal under the decision dialog closes once the upper one is gone.
    if (comparing) afterOverlayCloses(() => setComparing(null));
  };

  const actionTitle = action?.request.ruleTitle.trim() || UNTITLED_RULE;
  const dialogs = (
    <>
      <CompareDialog
        request={comparing}
        onClose={() => setComparing(null)}
        onApprove={handlers.onApprove}
        onReject={handlers.onReject}
      />
      <ApproveDialog
        requestId={action?.kind === 'approve' ? action.request.id : null}
        title={actionTitle}
        onClose={() => setAction(null)}
        onDone={decided}
      />
      <RejectDialog
        requestId={action?.kind === 'reject' ? action.request.id : null}
        title={actionTitle}
        onClose={() => setAction(null)}
        onDone={decided}
      />
    </>
  );
  return { handlers, dialogs };
}
