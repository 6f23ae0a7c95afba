import path from 'node:path';
import { getTenant, registrationRulesOf } from '@spesa/domain';
import type { FastifyPluginAsync } from 'fastify';
import type { FavouritesLookup } from '../auth/auth.service';
import { createAccountMails } from '../mail/account-mails';
import { createMailer } from '../mail/mailer';
import { createLinkedIdentitiesService } from './linked-identities.service';
import { configuredProviders } from './provider-clients';
import { socialLoginRoutes } from './social-login.routes';
import { createSocialLoginService } from './social-login.service';
import { socialSignupRoutes } from './social-signup.routes';
import { createSocialSignupService } from './social-signup.service';

/**
 * Google and Facebook login for shoppers (issue 23, decision 0038), for the providers the running
 * brand configured. Registered at the root: the specification's Google mobile path has no /ebsn prefix.
 */
export const socialLoginPlugin: FastifyPluginAsync<{ hasFavourites: FavouritesLookup }> = async (app, { hasFavourites }) => {
  const tenant = getTenant(app.config.TENANT);
  const providers = configuredProviders(app.config);
  const mailer = createMailer({ smtpUrl: app.config.SMTP_URL, outboxDir: path.join(app.config.dataDir, 'outbox'), log: app.log });
  app.addHook('onClose', async () => mailer.close());
  const signups = createSocialSignupService({ db: app.db, mails: createAccountMails(mailer, tenant) });
  const socialLogin = createSocialLoginService({ db: app.db, providers });

  await app.register(socialLoginRoutes, { socialLogin, signups, providers, hasFavourites });
  await app.register(socialSignupRoutes, {
    signups,
    identities: createLinkedIdentitiesService(app.db),
    rules: registrationRulesOf(tenant),
    hasFavourites,
  });
};
