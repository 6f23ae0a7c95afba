import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getTenant } from '@spesa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ensureTestStore, registerUser, registrationBody } from '../auth/testing/account-fixtures';
import { composeAccountMail } from './account-mails';
import { parseMail, tokenFromLink } from './testing/smtp-test-peer';

describe('account mails without SMTP_URL: one .eml file each in DATA_DIR/outbox', () => {
  let test: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'spesa-outbox-'));
    test = await createTestApp({ DATA_DIR: dataDir });
    await ensureTestStore(test.db);
  });
  afterAll(async () => {
    await test.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('writes the confirmation message, with a link to the configured address (http://localhost:PORT here)', async () => {
    const body = registrationBody();
    const response = await registerUser(test.app, body, { host: 'spesa.example.it' });
    expect(response.statusCode, response.body).toBe(200);
    const files = await readdir(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const mail = parseMail(await readFile(path.join(dataDir, 'outbox', files[0] as string), 'utf8'), [body.email]);
    expect(mail.subject).toBe('Conferma la tua registrazione a Buonmercato');
    expect(mail.raw).toMatch(new RegExp(`^To: ${body.email}`, 'm'));
    expect(tokenFromLink(mail, '/registration/confirm')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain('http://localhost:8080/registration/confirm?token=');
  });

  it('ignores a malformed Host', async () => {
    const body = registrationBody();
    await registerUser(test.app, body, { host: 'evil.example/<x>' });
    const files = (await readdir(path.join(dataDir, 'outbox'))).sort();
    const mail = parseMail(await readFile(path.join(dataDir, 'outbox', files.at(-1) as string), 'utf8'), [body.email]);
    expect(mail.text).toContain(`http://localhost:${test.app.config.PORT}/registration/confirm?token=`);
  });
});

describe('composeAccountMail', () => {
  it('fills the brand texts into both parts and escapes the HTML', () => {
    const mail = composeAccountMail(
      getTenant('buonmercato'),
      'emailChange',
      { email: 'nuovo@example.it', firstName: '<b>Anna</b>' },
      'http://localhost:8080/email-confirmed?token=abc&x=1',
      { newEmail: 'nuovo@example.it' },
    );
    expect(mail.from).toBe('Buonmercato <noreply@buonmercato.example>');
    expect(mail.text).toContain('Ciao <b>Anna</b>,');
    expect(mail.text).toContain('hai chiesto di usare nuovo@example.it');
    expect(mail.text).toContain('Il link è valido per 24 ore.');
    expect(mail.html).toContain('Ciao &#60;b&#62;Anna&#60;/b&#62;,');
    expect(mail.html).toContain('href="http://localhost:8080/email-confirmed?token=abc&#38;x=1"');
    expect(mail.html).not.toContain('<b>Anna</b>');
  });
});
