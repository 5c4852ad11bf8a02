import { useParams, useSearch } from '@tanstack/react-router';
import { parseProfileId, ProfileContent, readFocusGameId, UnknownUser } from '@/features/profile';
import { ScreenBody } from '@/ui/safe-area';

/** A profile (/profile/{id}, 0 = own; spec §2): the profile feature's view of that player. */
export function ProfileScreen() {
  const { userId } = useParams({ from: '/app/profile/$userId' });
  const id = parseProfileId(userId);
  // ?id= scrolls to that game among the latest ones (after a result: /profile/0?id={gameId}).
  const focusGameId = readFocusGameId(useSearch({ from: '/app/profile/$userId' }).id);
  // key: a new profile (a friend's row tapped) starts with its dialogs closed.
  return (
    <ScreenBody withTabs>
      {id === null ? <UnknownUser /> : <ProfileContent key={id} id={id} focusGameId={focusGameId} />}
    </ScreenBody>
  );
}
