import { commentMessages, type CommentReply } from '@hanpan/core';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { EmptyState } from '@/ui/empty-state';
import { AlertIcon, ChatIcon } from '@/ui/icons';
import { PagedList } from '@/ui/paged-list';
import { Skeleton, SkeletonGroup } from '@/ui/skeleton';
import { showToast } from '@/ui/toast';
import { CommentComposer, type ComposerMode } from './comment-composer';
import { CommentItem, type CommentActions } from './comment-item';
import { useCommentTree, useDeleteComment, useToggleCommentLike } from './comments.api';

const ReportDialog = lazy(() =>
  import('@/features/reports/report-dialog').then((module) => ({ default: module.ReportDialog })),
);

/** Spec §8: a comment report that fails without a server message. */
export const COMMENT_REPORT_FAILED = '신고 처리 중 오류가 발생했습니다.';
const DELETE_FAILED = '댓글을 지우지 못했어요. 잠시 후 다시 시도해 주세요.';

const NO_MODE: ComposerMode = { replyTo: null, editing: null };

/**
 * A game's comments with the write box: used by the page /games/{id}/comments and by the game
 * list's bottom sheet. Loading shows skeletons, an empty game '아직 댓글이 없습니다.', a failure
 * a retry. Threads newest first, replies oldest first under them.
 */
export function CommentsPanel({ gameId, className }: { gameId: number; className?: string }) {
  const tree = useCommentTree(gameId);
  const session = useSession();
  const like = useToggleCommentLike(gameId);
  const remove = useDeleteComment(gameId);
  const [mode, setMode] = useState<ComposerMode>(NO_MODE);
  const [deleting, setDeleting] = useState<CommentReply | null>(null);
  const [reporting, setReporting] = useState<CommentReply | null>(null);
  const myId = session.data?.userId;

  const actions: CommentActions = {
    onReply: (comment) =>
      setMode({ replyTo: { id: comment.id, nickname: comment.author.nickname }, editing: null }),
    onEdit: (comment) => setMode({ replyTo: null, editing: { id: comment.id, content: comment.content } }),
    onDelete: setDeleting,
    onReport: setReporting,
    onLike: (comment) => like.mutate(comment.id),
  };

  // The game is gone, private or between a blocked pair: nothing to read or write.
  const unreachable = isApiError(tree.error) && tree.error.status === 404 ? tree.error.message : null;
  const body =
    unreachable !== null ? (
      <EmptyState
        icon={<AlertIcon size={30} />}
        title={unreachable}
        description="경기가 삭제되었거나 볼 수 없는 경기예요."
      />
    ) : (
      <PagedList
        list={tree}
        label="댓글 목록"
        loading={<CommentSkeletons />}
        errorTitle="댓글을 불러오지 못했어요"
        empty={
          <EmptyState
            icon={<ChatIcon size={30} />}
            title={commentMessages.empty}
            description="첫 댓글을 남겨 경기 이야기를 시작해 보세요."
          />
        }
        moreLabel="댓글 더 보기"
        className="pb-3"
        listClassName="divide-y divide-line"
        renderItem={(comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} myId={myId} actions={actions} />
            {comment.children.length > 0 ? (
              <ul aria-label={`${comment.author.nickname}님의 댓글에 달린 답글`}>
                {comment.children.map((reply) => (
                  <li key={reply.id}>
                    <CommentItem comment={reply} myId={myId} actions={actions} reply />
                  </li>
                ))}
              </ul>
            ) : null}
            {comment.replyCount > comment.children.length ? (
              <p className="pb-3 pl-11 text-caption text-ink-subtle">
                답글 {comment.replyCount - comment.children.length}개가 더 있어요.
              </p>
            ) : null}
          </li>
        )}
      />
    );

  return (
    <div className={cn('flex min-h-0 flex-1 flex-col', className)}>
      <div className="min-h-0 flex-1 overflow-y-auto px-gutter">{body}</div>
      {unreachable !== null ? null : (
        <CommentComposer
          gameId={gameId}
          mode={mode}
          onDone={() => setMode(NO_MODE)}
          onCancel={() => setMode(NO_MODE)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title="댓글을 지울까요?"
        description="지운 댓글은 되돌릴 수 없어요. 답글이 있으면 '삭제된 댓글입니다'로 남아요."
        confirmLabel="지우기"
        danger
        busy={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              showToast('댓글을 지웠어요.');
            },
            onError: () => showToast(DELETE_FAILED),
          })
        }
      />
      {reporting ? (
        <Suspense fallback={null}>
          <ReportDialog
            targetType="COMMENT"
            targetId={reporting.id}
            open
            onOpenChange={(open) => {
              if (!open) setReporting(null);
            }}
            title="댓글 신고하기"
            formLabel="댓글 신고"
            placeholder="예: 욕설이 들어 있어요, 광고예요"
            failureMessage={COMMENT_REPORT_FAILED}
            success="inline"
          />
        </Suspense>
      ) : null}
    </div>
  );
}

function CommentSkeletons() {
  return (
    <SkeletonGroup label="댓글을 불러오는 중">
      {[0, 1, 2].map((index) => (
        <div key={index} className="flex gap-3 py-3">
          <Skeleton className="size-8 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  );
}
