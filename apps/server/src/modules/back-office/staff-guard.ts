import { backOfficeCodes, backOfficeTexts, isStaffRole } from '@spesa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook of the back office (before the body is read): requireUser's 401/419, then 403 for a shopper without the staff role. */
    requireStaff: (request: FastifyRequest) => Promise<void>;
  }
}

export const staffOnly = () => new HttpError(403, { code: backOfficeCodes.staffOnly, description: backOfficeTexts.staffOnly });

/** `app.requireStaff`, next to `app.requireUser`: routes flagged admin need a staff (SSO/admin) user. */
export const staffGuardPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('requireStaff', async (request: FastifyRequest) => {
    await app.requireUser(request);
    if (!isStaffRole(request.user?.staffRole)) throw staffOnly();
  });
});
