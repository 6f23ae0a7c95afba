import { expect } from 'vitest';
import type { TestApp } from '../../../../test/test-app';
import { SEED_FIXTURES } from '../../../db/seed/seed-fixtures';
import { loginForm, withSession } from '../../auth/testing/account-fixtures';

/** Logs the seeded staff account in: its user id and a client of the back office's routes (raw answers). */
export async function staffClient(test: TestApp) {
  const { staffAccount } = SEED_FIXTURES;
  const login = await loginForm(test.app, { login: staffAccount.email, password: staffAccount.password });
  expect(login.statusCode, login.body).toBe(200);
  expect(login.json().data.user.ssoUser).toBe(true);
  const session = login.headers['x-ebsn-session'] as string;
  return {
    userId: login.json().data.user.userId as number,
    session,
    get: (url: string) => test.app.inject({ method: 'GET', url: `/ebsn/api/admin/${url}`, headers: withSession(session) }),
    post: (url: string, payload: object) =>
      test.app.inject({ method: 'POST', url: `/ebsn/api/admin/${url}`, headers: withSession(session), payload }),
  };
}
export type StaffClient = Awaited<ReturnType<typeof staffClient>>;
