import {
  envelopeSchema,
  errorEnvelopeSchema,
  loginDataSchema,
  type SocialProvider,
  socialAuthorizationDataSchema,
  socialLinkStartRequestSchema,
  socialLoginCallbackQuerySchema,
  socialLoginStartQuerySchema,
  socialMobileQuerySchema,
  socialProviderParamsSchema,
  socialProviders,
  socialProvidersDataSchema,
  socialUserDetailSchema,
} from '@spesa/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import type { FavouritesLookup } from '../auth/auth.service';
import { findUserById } from '../users/user.repository';
import { toUser } from '../users/user-mapper';
import type { ProviderClient } from './provider-clients';
import { FLOW_LIFETIME_MS, type SignInOutcome, type SocialLoginService } from './social-login.service';
import { accountNotConfirmed, providerFailed, providerNotConfigured, SocialFlowFailure } from './social-login-errors';
import {
  clearFlowCookie,
  openSocialSession,
  SOCIAL_FLOW_COOKIE,
  setFlowCookie,
  setSignupCookie,
  shopPath,
} from './social-session';
import type { SocialSignupService } from './social-signup.service';

type Options = {
  socialLogin: SocialLoginService;
  signups: SocialSignupService;
  providers: Partial<Record<SocialProvider, ProviderClient>>;
  /** The user's favourites flag, from the wishlists module above accounts (handed down by app.ts, decision 0046). */
  hasFavourites: FavouritesLookup;
};

/** Where the web app completes a new social shopper's data. */
export const SOCIAL_REGISTRATION_PAGE = '/registration-social';

const mobileAnswerSchema = z.object({
  /** The shopper, logged in (the session is in X-Ebsn-Session), or null for a new one. */
  user: loginDataSchema.shape.user.nullable(),
  /** A new shopper: send it as X-Ebsn-Social-Signup to registration/social_user_detail. */
  signupToken: z.string().nullable(),
  socialUser: socialUserDetailSchema.nullable(),
});

/**
 * Google and Facebook login (issue 23, decision 0038): the brand's providers, the web flow (start →
 * provider → callback) and the native app's `*-mobile` endpoints of the specification.
 */
export const socialLoginRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { socialLogin, signups, providers, hasFavourites },
) => {
  const { publicUrl } = app.config;
  const callbackUrlOf = (provider: SocialProvider) => `${publicUrl}/ebsn/api/social-login/${provider}/callback`;

  app.get(
    '/ebsn/api/social-login/providers',
    {
      schema: {
        tags: ['social-login'],
        summary: 'The sign-in providers this brand configured (the login form shows a button for each)',
        response: { 200: envelopeSchema(socialProvidersDataSchema) },
      },
    },
    async () => ok({ providers: socialProviders.filter((provider) => providers[provider] !== undefined) }),
  );

  /** Keeps the flow under a new browser cookie and answers the provider's authorization URL. */
  async function startFlow(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: SocialProvider,
    returnTo: string,
    linkUserId: number | null,
  ) {
    if (!providers[provider]) throw providerNotConfigured();
    try {
      const { authorizationUrl, browserKey } = await socialLogin.start(provider, {
        redirectUri: callbackUrlOf(provider),
        returnTo,
        linkUserId,
      });
      setFlowCookie(request, reply, browserKey, FLOW_LIFETIME_MS);
      return authorizationUrl.href;
    } catch (error) {
      if (error instanceof SocialFlowFailure) throw providerFailed(provider);
      throw error;
    }
  }

  app.get(
    '/ebsn/api/social-login/:provider/start',
    {
      schema: {
        tags: ['social-login'],
        summary:
          'Starts the sign-in at the provider (302), with PKCE, state and (Google) nonce; redirect= is where the shop goes afterwards',
        params: socialProviderParamsSchema,
        querystring: socialLoginStartQuerySchema,
        response: { 404: errorEnvelopeSchema, 502: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      return reply.redirect(await startFlow(request, reply, provider, shopPath(request.query.redirect), null), 302);
    },
  );

  app.post(
    '/ebsn/api/social-login/:provider/link',
    {
      schema: {
        tags: ['social-login'],
        summary:
          'From the profile (logged in): starts a sign-in whose identity is linked to the current account; answers the URL the browser opens',
        params: socialProviderParamsSchema,
        body: socialLinkStartRequestSchema,
        response: {
          200: envelopeSchema(socialAuthorizationDataSchema),
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          419: errorEnvelopeSchema,
          502: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      // A POST with the shop's header, not a GET any page could open: another site cannot link its provider account to this shopper.
      await app.requireUser(request);
      const returnTo = shopPath(request.body.redirect);
      const userId = request.user?.userId ?? null;
      return ok({ authorizationUrl: await startFlow(request, reply, request.params.provider, returnTo, userId) });
    },
  );

  /** Where a web sign-in lands: logged in, the completion page, or the login page telling what failed. */
  async function landing(request: FastifyRequest, reply: FastifyReply, outcome: SignInOutcome, returnTo: string) {
    if (outcome.kind === 'account') {
      await openSocialSession(request, reply, outcome.userId);
      return returnTo;
    }
    if (outcome.kind === 'signup') {
      setSignupCookie(request, reply, outcome.signupToken);
      return `${SOCIAL_REGISTRATION_PAGE}?redirect=${encodeURIComponent(returnTo)}`;
    }
    return `${returnTo}${returnTo.includes('?') ? '&' : '?'}socialLinked=1`;
  }

  app.get(
    '/ebsn/api/social-login/:provider/callback',
    {
      schema: {
        tags: ['social-login'],
        summary:
          'The provider sends the browser back here (the redirect URI to register): 302 to the page it came from, logged in; ' +
          'to /registration-social for a new shopper; to /login?socialError= when refused, forged or expired',
        params: socialProviderParamsSchema,
        querystring: socialLoginCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const browserKey = request.cookies[SOCIAL_FLOW_COOKIE] || null;
      clearFlowCookie(request, reply);
      // The URL the provider answered, on the shop's public address (never the request's Host).
      const answerUrl = new URL(callbackUrlOf(provider));
      for (const [name, value] of Object.entries(request.query)) if (value !== undefined) answerUrl.searchParams.set(name, value);
      try {
        const { outcome, returnTo } = await socialLogin.finish(provider, browserKey, {
          url: answerUrl,
          state: request.query.state,
          error: request.query.error,
        });
        return reply.redirect(await landing(request, reply, outcome, returnTo), 302);
      } catch (error) {
        if (!(error instanceof SocialFlowFailure)) throw error;
        request.log.info({ provider, reason: error.reason }, 'social sign-in refused');
        return reply.redirect(`/login?socialError=${error.reason}&provider=${provider}`, 302);
      }
    },
  );

  /** The native app's sign-in: the session in headers, or the pending sign-up's token for social_user_detail. */
  async function mobileSignIn(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: SocialProvider,
    code: string,
    usePlugin: boolean,
  ) {
    if (!providers[provider]) throw providerNotConfigured();
    let outcome: SignInOutcome;
    try {
      outcome = await socialLogin.finishMobile(provider, code, callbackUrlOf(provider), usePlugin);
    } catch (error) {
      if (!(error instanceof SocialFlowFailure)) throw error;
      if (error.reason === 'accountNotConfirmed') throw accountNotConfirmed();
      throw providerFailed(provider);
    }
    if (outcome.kind === 'signup')
      return ok({ user: null, signupToken: outcome.signupToken, socialUser: await signups.detail(outcome.signupToken) });
    await openSocialSession(request, reply, outcome.userId);
    const user = await findUserById(app.db, outcome.userId);
    if (!user) throw providerFailed(provider);
    return ok({ user: toUser(user, await hasFavourites(app.db, user.userId)), signupToken: null, socialUser: null });
  }

  const mobileSchema = (provider: SocialProvider) => ({
    tags: ['social-login'],
    summary: `${provider === 'google' ? 'Google' : 'Facebook'} sign-in of the native app with the code its SDK obtained (use-plugin=true: Facebook SDK access token): data.user and the session headers, or data.signupToken for a new shopper`,
    querystring: socialMobileQuerySchema,
    response: {
      200: envelopeSchema(mobileAnswerSchema),
      400: errorEnvelopeSchema,
      403: errorEnvelopeSchema,
      404: errorEnvelopeSchema,
      502: errorEnvelopeSchema,
    },
  });

  // The specification writes Google's without the /ebsn prefix; both answer.
  for (const path of ['/api/social-redir/google-mobile', '/ebsn/api/social-redir/google-mobile'])
    app.get(path, { schema: mobileSchema('google') }, (request, reply) =>
      mobileSignIn(request, reply, 'google', request.query.code, false),
    );
  app.get('/ebsn/api/social-redir/facebook-mobile', { schema: mobileSchema('facebook') }, (request, reply) =>
    mobileSignIn(request, reply, 'facebook', request.query.code, request.query['use-plugin'] === 'true'),
  );
};
