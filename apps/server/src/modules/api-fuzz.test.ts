import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemsOf } from '../../test/fuzz/answer-checks';
import { type BadRequest, fieldsOf, mixedRequests, oneBadFieldRequests } from '../../test/fuzz/bad-requests';
import { type Operation, operationsOf } from '../../test/fuzz/openapi-operations';
import { createShopperTestApp, type ShopperTestApp, withSession } from '../../test/users';
import { SEED_FIXTURES } from '../db/seed/seed-fixtures';
import { findUserByEmail } from './users/user.repository';

/** Fixed, so a run is repeatable; FUZZ_SEED explores other inputs (a failure prints its seed and path). */
const SEED = Number(process.env.FUZZ_SEED ?? 18_02);
/**
 * Requests per operation and caller: PER_FIELD with one bad field for each field (query, path, body
 * at any depth), MIXED bad all over (broken JSON, wrong content types, oversized bodies among them).
 */
const PER_FIELD = Number(process.env.FUZZ_PER_FIELD ?? 3);
const MIXED = Number(process.env.FUZZ_MIXED ?? 8);

type Caller = 'visitor' | 'shopper' | 'staff';

/**
 * Walks every operation of the OpenAPI document (whoever added it) with generated bad input —
 * wrong types, megabyte texts, NUL, lone surrogates, negative / fractional / huge numbers, arrays
 * for scalars, broken JSON, wrong content types, bodies over the limit — as a visitor, a shopper
 * and (back office) staff. No answer may be a 5xx, leave the envelope, or show a stack, SQL or a path.
 */
describe('bad input never answers 500 (OpenAPI fuzz)', () => {
  let test: ShopperTestApp;
  let operations: Operation[];
  const sessions = new Map<Caller, () => Promise<string>>();
  const current = new Map<Caller, string>();
  let sent = 0;

  beforeAll(async () => {
    test = await createShopperTestApp();
    const document = await test.app.inject({ method: 'GET', url: '/ebsn/api/openapi.json' });
    operations = operationsOf(document.json());
    const shopper = await test.shopper();
    const staff = await findUserByEmail(test.db, SEED_FIXTURES.staffAccount.email);
    if (!staff) throw new Error('the test seed has no staff account');
    // Sessions opened directly: a fuzzed logout or a throttled login must not end the walk.
    sessions.set('shopper', async () => (await test.app.sessions.open(shopper.userId, true)).token);
    sessions.set('staff', async () => (await test.app.sessions.open(staff.userId, true)).token);
  }, 120_000);
  afterAll(async () => {
    console.info(`fuzz: ${sent} bad requests sent (seed ${SEED})`);
    await test.close();
  });

  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    const open = sessions.get(caller);
    if (!open) return {};
    if (!current.has(caller)) current.set(caller, await open());
    return withSession(current.get(caller) as string);
  }

  async function send(caller: Caller, request: BadRequest) {
    const answer = await test.app.inject({ ...request, headers: { ...request.headers, ...(await headersOf(caller)) } });
    // A fuzzed logout (or anything else that ended the session) is followed by a fresh one.
    if (answer.statusCode === 419 || request.url.startsWith('/ebsn/api/auth/logout')) current.delete(caller);
    return answer;
  }

  /** True when a visitor's plain call is refused for want of a login: then every visitor's call must be. */
  async function needsLogin(operation: Operation): Promise<boolean> {
    const url = operation.path.replace(/\{\w+\}/g, '1');
    const payload = operation.body ? { payload: {} } : {};
    return (await test.app.inject({ method: operation.method, url, ...payload })).statusCode === 401;
  }

  /** Runs the property over `requests`: fast-check's report of the first bad answer, or null. */
  async function check(
    operation: Operation,
    caller: Caller,
    requests: fc.Arbitrary<BadRequest>,
    runs: number,
    loginFirst: boolean,
  ) {
    const property = fc.asyncProperty(requests, async (request) => {
      const answer = await send(caller, request);
      const problems = problemsOf(request.url, answer);
      // The login is checked before the body: whatever a visitor sends, a protected route answers 401.
      if (loginFirst && answer.statusCode !== 401) problems.push(`a visitor got ${answer.statusCode}, not 401`);
      if (problems.length > 0) throw new Error(`${problems.join('; ')}\n${answer.statusCode} ${answer.body.slice(0, 500)}`);
    });
    const details = await fc.check(property, { seed: SEED, numRuns: runs, endOnFailure: true });
    sent += details.numRuns;
    if (!details.failed) return null;
    const request = details.counterexample?.[0];
    const shown = request ? `${request.method} ${request.url.slice(0, 300)} ${String(request.payload ?? '').slice(0, 300)}` : '';
    return `${caller} ${operation.method} ${operation.path}: ${shown}\n  ${String(details.errorInstance).slice(0, 800)}`;
  }

  /** The first failure of one operation for one caller: each field spoilt in turn, then everything at once. */
  async function walk(operation: Operation, caller: Caller): Promise<string | null> {
    const loginFirst = caller === 'visitor' && (await needsLogin(operation));
    for (const field of fieldsOf(operation)) {
      const failure = await check(operation, caller, oneBadFieldRequests(operation, field), PER_FIELD, loginFirst);
      if (failure) return failure;
    }
    return check(operation, caller, mixedRequests(operation), MIXED, loginFirst);
  }

  async function walkAll(caller: Caller, which: (operation: Operation) => boolean) {
    const failures: string[] = [];
    for (const operation of operations.filter(which)) {
      const failure = await walk(operation, caller);
      if (failure) failures.push(failure);
    }
    expect(failures.join('\n\n')).toBe('');
  }

  it('as a visitor, every operation', () => walkAll('visitor', () => true), 300_000);
  it('as a logged-in shopper, every operation', () => walkAll('shopper', () => true), 300_000);
  it('as staff, every back-office operation', () => walkAll('staff', (operation) => operation.staffOnly), 300_000);
});
