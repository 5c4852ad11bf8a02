import { useState } from 'react';
import {
  prepareProfilePhoto,
  useObjectUrls,
  useSaveProfile,
  type ProfileChanges,
} from '@/features/my-profile';
import { FieldMessages } from '@/ui/text-field';
import { FileButton } from '@/ui/file-button';
import { CameraIcon, UserIcon } from '@/ui/icons';
import { Spinner } from '@/ui/spinner';
import { saveErrorMessage, StepLayout, type StepProps } from '../step-layout';

/** A person shows a face; an organisation (group account) shows its logo (issue 8). */
function photoWords(isGroupAccount: boolean) {
  return isGroupAccount
    ? {
        title: '단체 로고를 올려 주세요',
        description: '경기 상대가 단체를 알아볼 수 있도록 로고나 대표 이미지를 올려 주세요.',
        preview: '선택한 단체 로고 미리보기',
        pick: '로고 선택',
        change: '다른 로고 선택',
      }
    : {
        title: '프로필 사진을 올려 주세요',
        description: '경기 상대가 나를 알아볼 수 있도록 얼굴이 잘 보이는 사진이 좋아요.',
        preview: '선택한 프로필 사진 미리보기',
        pick: '사진 선택',
        change: '다른 사진 선택',
      };
}

/**
 * Step 8: a profile photo (an organisation's logo) is required (next disabled until chosen). Saves
 * it together with the bio and affiliation kept in the draft since steps 6–7.
 */
export function PhotoStep({ profile, draft, next }: StepProps) {
  const [picked, setPicked] = useState<{ file: File; url: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const objectUrl = useObjectUrls();
  const save = useSaveProfile();
  const current = picked?.url ?? profile.profilePicture;
  const words = photoWords(profile.isGroupAccount);

  const pick = async (picked: File) => {
    setError(null);
    setPreparing(true);
    const result = await prepareProfilePhoto(picked);
    setPreparing(false);
    if (result.ok) setPicked({ file: result.file, url: objectUrl(result.file) });
    else setError(result.message);
  };

  const submit = () => {
    const changes: ProfileChanges = {};
    if (picked) changes.picture = picked.file;
    if (draft.bio && draft.bio !== profile.bio) changes.bio = draft.bio;
    if (draft.affiliation !== (profile.affiliation ?? '')) changes.affiliation = draft.affiliation;
    if (Object.keys(changes).length === 0) return next();
    save.mutate(changes, { onSuccess: next });
  };

  return (
    <StepLayout
      title={words.title}
      description={words.description}
      submitDisabled={!current || preparing}
      busy={save.isPending}
      error={save.isError ? saveErrorMessage(save.error) : null}
      onSubmit={submit}
    >
      <div className="flex flex-col items-center gap-5">
        <div className="relative flex size-40 items-center justify-center overflow-hidden rounded-full bg-fill text-ink-disabled ring-4 ring-accent-50">
          {current ? (
            <img src={current} alt={words.preview} className="size-full object-cover" />
          ) : (
            <UserIcon size={72} strokeWidth={1.4} />
          )}
          {preparing ? (
            <span className="absolute inset-0 flex items-center justify-center bg-ink/40 text-white">
              <Spinner size={28} label="사진을 준비하는 중" />
            </span>
          ) : null}
        </div>
        <FileButton
          label={current ? words.change : words.pick}
          onFile={(picked) => void pick(picked)}
          disabled={preparing}
        >
          <CameraIcon size={20} />
          {current ? words.change : words.pick}
        </FileButton>
        <FieldMessages error={error} />
        <p className="text-center text-label text-ink-subtle">10MB 이하의 사진을 올릴 수 있어요.</p>
      </div>
    </StepLayout>
  );
}
