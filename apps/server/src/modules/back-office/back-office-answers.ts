import { errorEnvelopeSchema } from '@spesa/domain';

/** What every back-office route may refuse before its work: no login, not staff, an expired session. */
export const staffGuardRefusals = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema, 419: errorEnvelopeSchema };
/** The guard's refusals plus bad input, a missing record and a conflict with another change. */
export const staffRefusals = {
  400: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  ...staffGuardRefusals,
};
/** The OpenAPI tag of the back office's routes. */
export const backOfficeTags = ['back office'];
