import { z } from 'zod';

/**
 * A row of GET /api/admin/users ([{id, nickname, username, avatar, intro}], spec §2 all-users
 * modal). The core contract has no schema for it yet; it belongs in contract/admin.ts beside
 * AdminUsersQuerySchema once the server answers it, and this file then re-exports it.
 */
export const AdminUserSchema = z.object({
  id: z.number().int(),
  nickname: z.string(),
  username: z.string().nullish(),
  avatar: z.string().nullish(),
  intro: z.string().nullish(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserListSchema = z.array(AdminUserSchema);
