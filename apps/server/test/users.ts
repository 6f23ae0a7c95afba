import { registeredShopper, withSession } from '../src/modules/auth/testing/account-fixtures';
import { type SmtpTestPeer, startSmtpTestPeer } from '../src/modules/mail/testing/smtp-test-peer';
import { createTestApp, type TestApp } from './test-app';

export type Shopper = Awaited<ReturnType<typeof registeredShopper>>;

export type ShopperTestApp = TestApp & {
  smtp: SmtpTestPeer;
  /** Registers, confirms (from the received mail) and logs in a new shopper; reference store 1 unless overridden. */
  shopper: (overrides?: Record<string, unknown>) => Promise<Shopper>;
};

/**
 * A test app with a real SMTP peer on an ephemeral port of 127.0.0.1, so shoppers can be made the way
 * real ones are: register, confirm from the mail, log in. Reference store 1 (Bergamo Borgo Palazzo)
 * is a seeded shop with pickup and home delivery, so its slots exist.
 */
export async function createShopperTestApp(env: Record<string, string> = {}): Promise<ShopperTestApp> {
  const smtp = await startSmtpTestPeer();
  const test = await createTestApp({ SMTP_URL: smtp.url, ...env });
  return {
    ...test,
    smtp,
    shopper: (overrides = {}) => registeredShopper(test.app, smtp, { referenceStoreId: 1, ...overrides }),
    close: async () => {
      await test.close();
      await smtp.close();
    },
  };
}

export { withSession };
