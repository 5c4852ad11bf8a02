import { GroupRegisterView } from '@/features/auth';

/** Group registration (/group/register): admins create staff-issued accounts. */
export function GroupRegisterScreen() {
  return <GroupRegisterView />;
}
