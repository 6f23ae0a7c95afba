import { backOfficeCodes, backOfficeTexts, isStaffRole, samlCodes, samlTexts } from '@spesa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';
import { companySignOnRequired, isSsoUser } from '../auth/sso-user';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the back office (before the body is read): requireUser's 401/419, then 403 for a shopper without the staff role. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

const companySignOnNeeded = () => new HttpError(403, { code: samlCodes.ssoRequired, description: samlTexts.ssoRequired });

export const staffOnly = () => new HttpError(403, { code: backOfficeCodes.staffOnly, description: backOfficeTexts.staffOnly });

/** `app.requireStaff`, next to `app.requireUser`: routes flagged admin need a staff (SSO/admin) user. */
export const staffGuardPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!isStaffRole(request.user?.staffRole)) throw staffOnly();
    // A brand with an identity provider opens its back office only to sessions the IdP opened (decision 0039).
    if (request.user && !isSsoUser(request.user, request.session, companySignOnRequired(app.config))) throw companySignOnNeeded();
  });
});
