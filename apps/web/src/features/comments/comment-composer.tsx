import {
  COMMENT_CONTENT_MAX,
  COMMENT_IMAGE_COMPRESSION,
  CommentContentSchema,
  countChars,
} from '@hanpan/core';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { compressImage } from '@/lib/image-compress';
import { cn } from '@/lib/cn';
import { schemaError, useSubmitValidation } from '@/lib/use-submit-validation';
import { FileButton } from '@/ui/file-button';
import { CloseIcon } from '@/ui/icons';
import { ImageIcon, SendIcon } from './comment-icons';
import { useCreateComment, useEditComment } from './comments.api';

export const COMMENT_SEND_FAILED = '댓글을 올리지 못했어요. 잠시 후 다시 시도해 주세요.';
export const COMMENT_EDIT_FAILED = '댓글을 고치지 못했어요. 잠시 후 다시 시도해 주세요.';
const COUNTER_FROM = COMMENT_CONTENT_MAX - 100;

export interface ComposerMode {
  /** Replying: the comment answered and its author (the @mention shown above the box). */
  replyTo: { id: number; nickname: string } | null;
  /** Editing one's own comment. */
  editing: { id: number; content: string } | null;
}

/**
 * The write box under the comments: text (1–1000 after trimming), one optional picture shrunk in
 * the browser to 800 px JPEG 0.3 (spec §5), reply mode with the mention and a cancel, edit mode.
 */
export function CommentComposer({
  gameId,
  mode,
  onDone,
  onCancel,
}: {
  gameId: number;
  mode: ComposerMode;
  /** After a successful send or edit (the panel leaves reply or edit mode). */
  onDone: () => void;
  onCancel: () => void;
}) {
  const create = useCreateComment(gameId);
  const edit = useEditComment(gameId);
  const [text, setText] = useState(mode.editing?.content ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [preparing, setPreparing] = useState(false);
  const area = useRef<HTMLTextAreaElement | null>(null);
  const counterId = useId();
  const form = useSubmitValidation({ text }, (values) => ({
    text: schemaError(CommentContentSchema, values.text),
  }));
  const pending = create.isPending || edit.isPending;
  const length = countChars(text.trim());

  // A new mode (reply to someone else, edit another comment): adjusted while rendering.
  const modeKey = `${mode.replyTo?.id ?? ''}:${mode.editing?.id ?? ''}`;
  const [seenMode, setSeenMode] = useState(modeKey);
  if (seenMode !== modeKey) {
    setSeenMode(modeKey);
    if (mode.editing) setText(mode.editing.content);
    form.reset();
  }
  useEffect(() => {
    if (modeKey !== ':') area.current?.focus();
  }, [modeKey]);

  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const attach = async (file: File) => {
    setPreparing(true);
    try {
      setImage(await compressImage(file, COMMENT_IMAGE_COMPRESSION));
    } finally {
      setPreparing(false);
    }
  };

  const finish = () => {
    setText('');
    setImage(null);
    form.reset();
    onDone();
  };

  const submit = form.handleSubmit(() => {
    const content = text.trim();
    if (mode.editing) {
      edit.mutate(
        { id: mode.editing.id, content },
        {
          onSuccess: finish,
          onError: (failure) => form.showRequestError(failure, 'text', COMMENT_EDIT_FAILED),
        },
      );
      return;
    }
    create.mutate(
      { content, parentId: mode.replyTo?.id ?? null, image },
      {
        onSuccess: finish,
        onError: (failure) => form.showRequestError(failure, 'text', COMMENT_SEND_FAILED),
      },
    );
  });

  const error = form.error('text') ?? form.formError;
  return (
    <form
      noValidate
      aria-label={mode.editing ? '댓글 수정' : mode.replyTo ? '답글 쓰기' : '댓글 쓰기'}
      onSubmit={submit}
      className="border-t border-line bg-surface px-3 pb-[calc(env(safe-area-inset-bottom,0px)+0.5rem)] pt-2"
    >
      {mode.replyTo || mode.editing ? (
        <div className="flex items-center justify-between gap-2 px-2 pb-1.5 text-label text-ink-muted">
          <span className="truncate">
            {mode.editing ? (
              '댓글을 고치는 중이에요'
            ) : (
              <>
                <span className="font-semibold text-accent-600">@{mode.replyTo!.nickname}</span>님에게 답글을
                쓰는 중이에요
              </>
            )}
          </span>
          <button
            type="button"
            onClick={() => {
              setText('');
              onCancel();
            }}
            // 44×44 px to tap, as compact as the words look (issue 16 §24).
            className="focus-ring -my-2 inline-flex min-h-touch min-w-touch shrink-0 items-center justify-center rounded px-2 font-semibold text-ink-subtle hover:text-ink"
          >
            {mode.editing ? '수정 취소' : '답글 취소'}
          </button>
        </div>
      ) : null}
      {preview ? (
        <div className="relative mb-2 ml-2 inline-block">
          <img
            src={preview}
            alt="첨부할 사진"
            className="h-20 w-20 rounded-xl border border-line object-cover"
          />
          <button
            type="button"
            aria-label="사진 빼기"
            onClick={() => setImage(null)}
            className="focus-ring absolute -right-2 -top-2 inline-flex size-7 items-center justify-center rounded-full bg-ink text-white"
          >
            <CloseIcon size={16} />
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="px-2 pb-1 text-caption text-danger">
          {error}
        </p>
      ) : null}
      {length >= COUNTER_FROM ? (
        <p
          id={counterId}
          aria-live="polite"
          className={cn(
            'px-2 pb-1 text-right text-caption',
            length > COMMENT_CONTENT_MAX ? 'text-danger' : 'text-ink-subtle',
          )}
        >
          {length}/{COMMENT_CONTENT_MAX}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        {mode.editing ? null : (
          <FileButton
            label="사진 첨부"
            variant="ghost"
            size="sm"
            disabled={pending || preparing}
            onFile={(file) => void attach(file)}
            className="size-11 shrink-0 rounded-full px-0"
          >
            <ImageIcon size={22} />
          </FileButton>
        )}
        <textarea
          ref={area}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={mode.editing ? '댓글 수정' : '댓글 입력'}
          aria-invalid={error ? true : undefined}
          aria-describedby={length >= COUNTER_FROM ? counterId : undefined}
          placeholder={mode.replyTo ? '답글을 입력해 주세요' : '댓글을 입력해 주세요'}
          className="focus-ring max-h-32 min-h-11 flex-1 resize-none rounded-2xl bg-fill px-4 py-2.5 text-body text-ink placeholder:text-ink-disabled"
        />
        <button
          type="submit"
          disabled={pending || preparing}
          aria-label={mode.editing ? '수정 완료' : '올리기'}
          className="focus-ring inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-500 text-white transition-colors hover:bg-accent-600 disabled:bg-fill-strong disabled:text-ink-disabled"
        >
          <SendIcon size={22} />
        </button>
      </div>
    </form>
  );
}
