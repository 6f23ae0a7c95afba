import path from 'node:path';
import { getTenant, registrationRulesOf } from '@spesa/domain';
import type { FastifyPluginAsync } from 'fastify';
import { createAccountMails } from '../mail/account-mails';
import { createMailer } from '../mail/mailer';
import { accountClosingOrders } from '../payments/account-closing-orders';
import { createAccountThrottle } from '../registration/account-throttle';
import { registrationRoutes } from '../registration/registration.routes';
import { createRegistrationService } from '../registration/registration.service';
import { storeRoutes } from '../stores/store.routes';
import { profileRoutes } from '../users/profile.routes';
import { createProfileService } from '../users/profile.service';
import { hasFavourites } from '../wishlists/wishlist.repository';
import { authRoutes } from './auth.routes';

/** Accounts under /ebsn/api: login, registration, profile and the store list, sharing one mailer. */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  const tenant = getTenant(app.config.TENANT);
  const rules = registrationRulesOf(tenant);
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, outboxDir: path.join(app.config.dataDir, 'outbox'), log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const mails = createAccountMails(mailer, tenant);
  const registration = createRegistrationService({
    db: app.db,
    sessions: app.sessions,
    mails,
    throttle: createAccountThrottle(app.attemptCounter),
    log: app.log,
  });

  await app.register(authRoutes, { hasFavourites });
  await app.register(registrationRoutes, { registration, rules });
  await app.register(profileRoutes, {
    profile: createProfileService({ db: app.db, mails }),
    rules,
    closingOrders: accountClosingOrders(app),
  });
  await app.register(storeRoutes);
};
