import { AdminDashboard } from '@/features/admin';

/**
 * 관리자 (/admin, spec §2): edit-request counters, open reports, quick actions, the five newest
 * requests and the all-users modal. A refused stats call leaves for /game (spec §8).
 */
export function AdminScreen() {
  return <AdminDashboard />;
}
