import { useState } from 'react';
import { Avatar } from '@/ui/avatar';
import { Button } from '@/ui/button';
import { FileButton } from '@/ui/file-button';
import { CameraIcon, TrashIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { FieldMessages } from '@/ui/text-field';
import type { PictureState } from './profile-form';
import { prepareProfilePhoto, useObjectUrls } from '@/features/my-profile';

interface PictureFieldProps {
  /** The saved picture, if any. */
  savedUrl: string | null;
  nickname: string;
  state: PictureState;
  onChange: (state: PictureState) => void;
}

/** Profile photo with 사진 변경 / 사진 삭제; the change waits for the save bar. */
export function PictureField({ savedUrl, nickname, state, onChange }: PictureFieldProps) {
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const objectUrl = useObjectUrls();
  const shown = state.kind === 'deleted' ? null : state.kind === 'updated' ? state.previewUrl : savedUrl;
  const canDelete = state.kind === 'updated' || (state.kind === 'unchanged' && savedUrl !== null);

  const pick = async (file: File) => {
    setError(null);
    setPreparing(true);
    const result = await prepareProfilePhoto(file);
    setPreparing(false);
    if (result.ok) onChange({ kind: 'updated', file: result.file, previewUrl: objectUrl(result.file) });
    else setError(result.message);
  };

  const remove = () => {
    setError(null);
    onChange(savedUrl ? { kind: 'deleted' } : { kind: 'unchanged' });
  };

  return (
    <section aria-label="프로필 사진" className="flex flex-col items-center gap-3">
      <div className="relative">
        <Avatar src={shown} name={nickname || '?'} size={104} className="ring-4 ring-accent-50" />
        {preparing ? (
          <span className="absolute inset-0 flex items-center justify-center rounded-full bg-ink/40 text-white">
            <Spinner size={24} label="사진을 준비하는 중" />
          </span>
        ) : null}
      </div>
      <div className="flex gap-2">
        <FileButton label="사진 변경" size="sm" disabled={preparing} onFile={(file) => void pick(file)}>
          <CameraIcon size={18} />
          사진 변경
        </FileButton>
        <Button
          variant="ghost"
          size="sm"
          leadingIcon={<TrashIcon size={18} />}
          disabled={!canDelete}
          onClick={remove}
        >
          사진 삭제
        </Button>
      </div>
      <FieldMessages error={error} />
      {state.kind === 'deleted' ? (
        <p role="status" className="flex items-center gap-1 text-label text-ink-subtle">
          저장하면 사진이 삭제돼요.
          <button
            type="button"
            onClick={() => onChange({ kind: 'unchanged' })}
            className="focus-ring inline-flex min-h-touch items-center rounded-sm px-1 font-semibold text-accent-600"
          >
            삭제 취소
          </button>
        </p>
      ) : state.kind === 'updated' ? (
        <p role="status" className="text-label text-ink-subtle">
          저장하면 새 사진으로 바뀌어요.
        </p>
      ) : null}
    </section>
  );
}
