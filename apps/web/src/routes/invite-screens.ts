// The two invite views load as one chunk (router.tsx): a visitor from a shared link needs both.
export { InviteScreen } from './invite-screen';
export { InviteFallBackScreen } from './invite-fall-back-screen';
