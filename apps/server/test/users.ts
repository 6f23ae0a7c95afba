import {
  confirmRegistration,
  ensureTestStore,
  registeredShopper,
  registerUser,
  withSession,
} from '../src/modules/auth/testing/account-fixtures';
import { type SmtpTestPeer, startSmtpTestPeer } from '../src/modules/mail/testing/smtp-test-peer';
import { createTestApp, type TestApp } from './test-app';

export type Shopper = Awaited<ReturnType<typeof registeredShopper>>;

export type ShopperTestApp = TestApp & {
  smtp: SmtpTestPeer;
  /**
   * Registers, confirms (from the received mail) and logs in a new shopper; reference store 1 unless
   * overridden, or the tests' own shop (TEST_STORE_ID) with `testStore`.
   */
  shopper: (overrides?: Record<string, unknown>) => Promise<Shopper>;
  /** POST register_user with any payload: the raw answer, nothing asserted. */
  register: (payload: unknown, headers?: Record<string, string>) => ReturnType<typeof registerUser>;
  /** GET registration_confirm with a token: the raw answer, nothing asserted. */
  confirmRegistration: (token: string, headers?: Record<string, string>) => ReturnType<typeof confirmRegistration>;
};

export type ShopperTestAppOptions = {
  /**
   * Adds the tests' own shop (TEST_STORE_ID, whatever the seed holds) and registers shoppers with it as
   * their reference store, as the account tests do; without it shoppers get seeded store 1.
   */
  testStore?: boolean;
};

/**
 * A test app with a real SMTP peer on an ephemeral port of 127.0.0.1, so shoppers can be made the way
 * real ones are: register, confirm from the mail, log in. Reference store 1 (Bergamo Borgo Palazzo)
 * is a seeded shop with pickup and home delivery, so its slots exist.
 */
export async function createShopperTestApp(
  env: Record<string, string> = {},
  { testStore = false }: ShopperTestAppOptions = {},
): Promise<ShopperTestApp> {
  const smtp = await startSmtpTestPeer();
  const test = await createTestApp({ SMTP_URL: smtp.url, ...env });
  if (testStore) await ensureTestStore(test.db);
  return {
    ...test,
    smtp,
    shopper: (overrides = {}) => registeredShopper(test.app, smtp, testStore ? overrides : { referenceStoreId: 1, ...overrides }),
    register: (payload, headers) => registerUser(test.app, payload, headers),
    confirmRegistration: (token, headers) => confirmRegistration(test.app, token, headers),
    close: async () => {
      await test.close();
      await smtp.close();
    },
  };
}

export { withSession };
