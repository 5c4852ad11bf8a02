import { createInterface } from 'node:readline/promises';
import { accountIdSchema, newPasswordSchema } from '@hanpan/core';
import { runCli } from '../../cli.ts';
import { findUserIdByEmail, insertUser, updateUser } from '../users/index.ts';
import { hashPassword } from './passwords.ts';

/**
 * npm run admin:create -- <id>
 * Creates (or resets) an administrator group account. The password comes from ADMIN_PASSWORD or
 * is asked for on the terminal, so it never lands in shell history.
 */
async function readPassword(): Promise<string> {
  if (process.env.ADMIN_PASSWORD) return process.env.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('Set ADMIN_PASSWORD or run in a terminal to type the password.');
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question('비밀번호 (8–20자): ');
  } finally {
    rl.close();
  }
}

const id = accountIdSchema.safeParse(process.argv[2]);
if (!id.success) {
  console.error('사용법: npm run admin:create -- <아이디>');
  process.exit(1);
}

await runCli(async ({ database }, log) => {
  const password = newPasswordSchema.safeParse(await readPassword());
  if (!password.success) throw new Error(password.error.issues[0]?.message ?? 'invalid password');
  const passwordHash = await hashPassword(password.data);
  const db = database.db;
  const existingId = await findUserIdByEmail(db, id.data);
  if (existingId !== undefined) {
    await updateUser(db, existingId, { passwordHash, role: 'ADMIN', isGroupAccount: true });
    log.info({ id: id.data }, 'administrator updated');
    return;
  }
  await insertUser(db, {
    email: id.data,
    passwordHash,
    role: 'ADMIN',
    isGroupAccount: true,
    nickname: '관리자',
  });
  log.info({ id: id.data }, 'administrator created');
});
