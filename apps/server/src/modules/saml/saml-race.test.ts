import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema/accounts';
import { createSamlTestApp, idpPerson, type SamlTestApp } from './testing/saml-fixtures';

// PGlite runs one request after the other: the race shows only on PostgreSQL (the server-postgres project).
describe.skipIf(process.env.TEST_DB !== 'postgres')('SAML sign-ins at the same moment (PostgreSQL)', () => {
  let test: SamlTestApp;
  beforeAll(async () => {
    test = await createSamlTestApp();
  });
  afterAll(() => test.close());

  it('the same assertion posted twice at once opens one session', async () => {
    const person = idpPerson({ staff: true });
    const response = await test.idp.signedResponse(person, (await test.doLogin()).requestId);
    const answers = await Promise.all([test.postResponse(response), test.postResponse(response), test.postResponse(response)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([303, 401, 401]);
    const [user] = await test.db
      .select()
      .from(users)
      .where(eq(users.email, person.email as string));
    const [opened] = await test.db
      .select({ total: count() })
      .from(sessions)
      .where(eq(sessions.userId, user?.userId ?? -1));
    expect(opened?.total).toBe(1);
  });

  it('two first sign-ins of one NameID at once (two tabs) open one account', async () => {
    const person = idpPerson();
    const [first, second] = await Promise.all([test.doLogin(), test.doLogin()]);
    const answers = await Promise.all([
      test.postResponse(await test.idp.signedResponse(person, first.requestId)),
      test.postResponse(await test.idp.signedResponse(person, second.requestId)),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([303, 303]);
    const [accounts] = await test.db
      .select({ total: count() })
      .from(users)
      .where(eq(users.email, person.email as string));
    expect(accounts?.total).toBe(1);
  });
});
