import { useParams } from '@tanstack/react-router';
import { parseProfileId, ProfileContent, UnknownUser } from '@/features/profile';
import { ScreenBody } from '@/ui/safe-area';

/** A profile (/profile/{id}, 0 = own; spec §2): the profile feature's view of that player. */
export function ProfileScreen() {
  const { userId } = useParams({ from: '/app/profile/$userId' });
  const id = parseProfileId(userId);
  // key: a new profile (a friend's row tapped) starts with its dialogs closed.
  return (
    <ScreenBody withTabs>{id === null ? <UnknownUser /> : <ProfileContent key={id} id={id} />}</ScreenBody>
  );
}
