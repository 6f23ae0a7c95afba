import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { registerConfirmedShopper } from './support/accounts';
import { personalDataIn } from './support/personal-data-in-logs';
import { shopApiAs } from './support/shop-api';

/**
 * The server log holds no personal data (decision 0040). The whole run's log is checked at the end
 * (e2e/global-setup.ts); here, the patterns themselves, and a shopper's registration, confirmation
 * and login (an e-mail, a password, a one-time token in the query, a session) seen through the log
 * right away.
 */
describe('no personal data in the server log', () => {
  it('the patterns catch a leaked e-mail, password, token, header, fiscal code, phone and card, and pass clean lines', () => {
    const leaks = [
      '{"msg":"mail sent","to":"mario.rossi+17651234567890@example.com"}',
      '{"msg":"x","password":"Spesa-1765123456789123"}',
      '{"msg":"x","password":"Negozio2026!"}',
      '{"url":"/registration/confirm?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE"}',
      '{"url":"/ebsn/api/auth/login?login=mario&password=~"}',
      '{"req":{"headers":{"x-ebsn-session":"abc"}}}',
      '{"billing":"RSSMRA80A01H501U"}',
      '{"phone":"3331234567"}',
      '{"card":"4242 4242 4242 4242"}',
    ];
    expect(leaks.filter((line) => personalDataIn(line).length === 0)).toEqual([]);
    const clean = [
      '{"level":30,"time":1765123456789,"pid":3123456,"hostname":"h","reqId":"req-2f","method":"POST","url":"/ebsn/api/auth/login?login=~&password=~","route":"/ebsn/api/auth/login","statusCode":200,"responseTime":31.2345678,"msg":"request completed"}',
      '{"level":30,"time":1765123456789,"file":"/tmp/spesa-e2e-AbC123/outbox/2026-12-07T16-03-42-123Z-9f8e7d6c.eml","msg":"mail written to the outbox"}',
      '{"level":30,"msg":"Server listening at http://127.0.0.1:8431"}',
      '{"level":30,"url":"/ebsn/api/challenge","statusCode":200,"responseTime":5.4473350000007486,"msg":"request completed"}',
      '{"level":30,"req":{"headers":{"cookie":"[redacted]"}},"msg":"x"}',
      '{"level":50,"err":{"type":"DrizzleQueryError","message":"Failed query: select \\"email\\" from \\"users\\" where \\"user_id\\" = $1","stack":"at pino@10.4.0 (node_modules/pino/lib/x.js:1:2)"}}',
    ];
    expect(clean.flatMap((line) => personalDataIn(line))).toEqual([]);
  });

  it("keeps a shopper's registration, confirmation and login out of the log", async () => {
    const baseUrl = inject('baseUrl');
    const shopper = await registerConfirmedShopper(baseUrl);
    await shopApiAs(baseUrl, shopper);
    const logFile = path.join(inject('dataDir'), 'server.log');
    expect(existsSync(logFile)).toBe(true);
    // The calls are there, one line each, without their values (a line is written once its answer has gone).
    await expect
      .poll(() => readFileSync(logFile, 'utf8'), { timeout: 10_000 })
      .toMatch(/"route":"\/ebsn\/api\/auth\/login","statusCode":200/);
    const log = readFileSync(logFile, 'utf8');
    expect(log).toMatch(/"url":"\/ebsn\/api\/registration\/registration_confirm\?token=~"/);
    expect(log).not.toContain(shopper.email);
    expect(log).not.toContain(shopper.password);
    expect(personalDataIn(log)).toEqual([]);
  });
});
