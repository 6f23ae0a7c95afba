import {
  emptyDataSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  linkedIdentitiesDataSchema,
  type RegistrationRules,
  socialLinkRequestSchema,
  socialLoginCodes,
  socialLoginTexts,
  socialProviderNames,
  socialRegistrationDataSchema,
  socialRegistrationRequestSchema,
  socialUserDetailDataSchema,
  unlinkIdentityRequestSchema,
} from '@spesa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import type { FavouritesLookup } from '../auth/auth.service';
import { findUserById } from '../users/user.repository';
import { toUser } from '../users/user-mapper';
import type { LinkedIdentitiesService } from './linked-identities.service';
import { clearSignupCookie, openSocialSession, signupTokenOf } from './social-session';
import type { SignupResult, SocialSignupService } from './social-signup.service';

type Options = {
  signups: SocialSignupService;
  identities: LinkedIdentitiesService;
  rules: RegistrationRules;
  hasFavourites: FavouritesLookup;
};

const info = (code: string, description: string) => ({ infos: [{ code, description }] });
const failures = { 400: errorEnvelopeSchema, 409: errorEnvelopeSchema, 429: errorEnvelopeSchema };

/**
 * A new social shopper's completion (registration/social_user_detail), the link of an identity to the
 * account its e-mail names (registration/social_link), and the profile's linked providers.
 */
export const socialSignupRoutes: FastifyPluginAsyncZod<Options> = async (app, { signups, identities, rules, hasFavourites }) => {
  const baseUrl = app.config.publicUrl;

  /** A confirmed account is logged in at once; one whose e-mail the provider did not vouch for waits for its mailed link. */
  async function finished(request: FastifyRequest, reply: FastifyReply, result: SignupResult) {
    clearSignupCookie(request, reply);
    if (!result.confirmed)
      return ok(
        { loggedIn: false, email: result.email, user: null },
        info(socialLoginCodes.confirmationSent, socialLoginTexts.confirmationSent),
      );
    await openSocialSession(request, reply, result.userId);
    const user = await findUserById(app.db, result.userId);
    const shopper = user ? toUser(user, await hasFavourites(app.db, user.userId)) : null;
    return ok(
      { loggedIn: true, email: result.email, user: shopper },
      info(socialLoginCodes.registered, socialLoginTexts.registered),
    );
  }

  app.get(
    '/ebsn/api/registration/social_user_detail',
    {
      schema: {
        tags: ['registration'],
        summary:
          'What the provider gave about a new social shopper (cookie, or X-Ebsn-Social-Signup from the app) and whether its e-mail already has an account',
        response: { 200: envelopeSchema(socialUserDetailDataSchema), 400: errorEnvelopeSchema },
      },
    },
    async (request) => ok({ socialUser: await signups.detail(signupTokenOf(request)) }),
  );

  app.post(
    '/ebsn/api/registration/social_user_detail',
    {
      schema: {
        tags: ['registration'],
        summary:
          'Completes a new social shopper with the shop’s data (reference store, address, consents; e-mail only when the provider gave none): ' +
          'logged in at once when the provider vouched for the e-mail, otherwise the confirmation link is mailed',
        body: socialRegistrationRequestSchema(rules),
        response: { 200: envelopeSchema(socialRegistrationDataSchema), ...failures },
      },
    },
    async (request, reply) => finished(request, reply, await signups.register(signupTokenOf(request), request.body, baseUrl)),
  );

  app.post(
    '/ebsn/api/registration/social_link',
    {
      schema: {
        tags: ['registration'],
        summary: 'Links the new social identity to the account its e-mail names, with that account’s password, and logs in',
        body: socialLinkRequestSchema,
        response: { 200: envelopeSchema(socialRegistrationDataSchema), ...failures },
      },
    },
    async (request, reply) =>
      finished(request, reply, await signups.linkWithPassword(signupTokenOf(request), request.body.password)),
  );

  app.get(
    '/ebsn/api/registration/social_identities',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registration'],
        summary:
          'The providers linked to the logged-in account (Google, Facebook, the company account) and whether it has a password',
        response: { 200: envelopeSchema(linkedIdentitiesDataSchema), 401: errorEnvelopeSchema, 419: errorEnvelopeSchema },
      },
    },
    async (request) => ok(await identities.list(request.user?.userId ?? 0)),
  );

  app.post(
    '/ebsn/api/registration/social_unlink',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registration'],
        summary: 'Unlinks a provider from the logged-in account; 409 when it is the last way in (no password, no other provider)',
        body: unlinkIdentityRequestSchema,
        response: {
          200: envelopeSchema(emptyDataSchema),
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          419: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const provider = await identities.unlink(request.user?.userId ?? 0, request.body.identityId);
      const name = provider === 'saml' ? "l'account aziendale" : socialProviderNames[provider];
      return ok({}, info(socialLoginCodes.unlinked, socialLoginTexts.unlinked(name)));
    },
  );
};
