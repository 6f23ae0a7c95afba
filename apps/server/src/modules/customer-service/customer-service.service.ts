import { createHash } from 'node:crypto';
import {
  type ContentForm,
  CUSTOMER_SERVICE_FORM_ACTION,
  CUSTOMER_SERVICE_FORM_ID,
  type CustomerServiceFields,
  contentFormDataSchema,
  customerServiceFormDefinition,
  customerServiceTexts,
  type FormFieldError,
  shopDateIso,
  type TenantSettings,
  validateCustomerServiceFields,
} from '@spesa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { type AttemptCounter, createMemoryAttemptCounter, type DelayPolicy } from '../auth/attempt-throttle';
import type { Mailer } from '../mail/mailer';
import { insertCustomerServiceRequest, markCustomerServiceRequestForwarded } from './customer-service.repository';
import { composeAcknowledgement, composeForwardedRequest } from './customer-service-mails';
import { type FormNonces, formNonceAction } from './customer-service-nonce';

/** Requests sent from one client address: 5 an hour go at once, then 1 minute, 2, 4… at most 15 minutes apart. */
export const customerServiceAddressPolicy: DelayPolicy = {
  freeAttempts: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  windowMs: 60 * 60_000,
};

/** An expected refusal of a submission: its HTTP code and the errors per field (WordPress's `wp_send_json_error`). */
export class FormRefusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly errors: FormFieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0]?.message ?? 'refused');
  }
}

/** A submission that passed the nonce and the fields' rules, ready to be stored. */
export type CheckedSubmission = { fields: CustomerServiceFields; submissionId: string | undefined };

type Dependencies = {
  db: Db;
  brand: string;
  tenant: TenantSettings;
  mailer: Mailer;
  nonces: FormNonces;
  baseUrl: string;
  log: FastifyBaseLogger;
  throttle?: AttemptCounter;
};

const invalid = (field: string) => new FormRefusal(400, [{ field, message: customerServiceTexts.errors.invalidRequest }]);

function parseFormData(formData: unknown) {
  let value = formData;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw invalid('formData');
    }
  }
  const parsed = contentFormDataSchema.safeParse(value);
  if (!parsed.success) throw invalid('formData');
  return parsed.data;
}

/**
 * A double click is one request: the client's submission id when it sends one, otherwise the
 * request's own content on the same day (Rome), so a client without ids is covered too.
 */
function submissionKeyOf({ fields, submissionId }: CheckedSubmission): string {
  if (submissionId) return `id:${submissionId}`;
  const digest = createHash('sha256')
    .update(JSON.stringify([fields.email.toLowerCase(), fields.topic, fields.order_number ?? '', fields.message]))
    .digest('base64url');
  return `content:${shopDateIso()}:${digest}`;
}

/** Form 5: its parameters with a fresh nonce, and a submission checked, stored once and mailed. */
export function createCustomerServiceService({ db, brand, tenant, mailer, nonces, baseUrl, log, throttle }: Dependencies) {
  const byAddress = throttle ?? createMemoryAttemptCounter(customerServiceAddressPolicy);
  const nonceAction = formNonceAction(brand, CUSTOMER_SERVICE_FORM_ID);

  async function sendMails(request: Parameters<typeof composeForwardedRequest>[1]) {
    const [forwarded, acknowledged] = await Promise.allSettled([
      mailer.send(composeForwardedRequest(tenant, request)),
      mailer.send(composeAcknowledgement(tenant, request, baseUrl)),
    ]);
    if (forwarded.status === 'fulfilled') await markCustomerServiceRequestForwarded(db, request.requestId);
    else log.error({ err: forwarded.reason, requestId: request.requestId }, 'customer service request not forwarded');
    if (acknowledged.status === 'rejected')
      log.error({ err: acknowledged.reason, requestId: request.requestId }, 'customer service acknowledgement failed');
  }

  return {
    /** The parameters of a form, or null for a form the shop does not have. */
    formParameters(formId: number, ajaxUrl: string): ContentForm | null {
      if (formId !== CUSTOMER_SERVICE_FORM_ID) return null;
      return { ...customerServiceFormDefinition(), ajax_url: ajaxUrl, security: nonces.create(nonceAction) };
    },

    /** Checks the action, the nonce and the fields, in that order; throws the refusal of the first that fails. */
    check(body: { action: string; security: string; formData: unknown }, now = Date.now()): CheckedSubmission {
      if (body.action !== CUSTOMER_SERVICE_FORM_ACTION) throw invalid('action');
      const formData = parseFormData(body.formData);
      if (formData.id !== CUSTOMER_SERVICE_FORM_ID)
        throw new FormRefusal(400, [{ field: 'formData', message: customerServiceTexts.errors.unknownForm }]);
      // As WordPress's check_ajax_referer: 403 for a wrong or expired nonce.
      if (!nonces.verify(nonceAction, body.security, now))
        throw new FormRefusal(403, [{ field: 'security', message: customerServiceTexts.errors.nonce }]);
      const result = validateCustomerServiceFields(formData.fields);
      if (!result.success) throw new FormRefusal(400, result.errors);
      return { fields: result.fields, submissionId: formData.submission_id };
    },

    /**
     * Stores the request once (a repeat of its submission key stores nothing and mails nothing, and
     * answers the same success), then mails the brand and the shopper. A mail failure is logged: the
     * request is kept, and `forwarded_at` stays empty for the brand to find.
     */
    async submit(submission: CheckedSubmission, userId: number | null, clientAddress: string): Promise<string> {
      const waitMs = await byAddress.take(clientAddress);
      if (waitMs > 0) {
        const seconds = Math.max(1, Math.ceil(waitMs / 1000));
        throw new FormRefusal(429, [{ field: '', message: customerServiceTexts.errors.throttled(seconds) }], {
          'Retry-After': String(seconds),
        });
      }
      const { fields } = submission;
      const requestId = await insertCustomerServiceRequest(db, {
        brand,
        submissionKey: submissionKeyOf(submission),
        topic: fields.topic,
        orderNumber: fields.order_number ?? null,
        name: fields.name,
        email: fields.email,
        phone: fields.phone ?? null,
        message: fields.message,
        privacyAccepted: fields.privacy,
        userId,
      });
      if (requestId !== null) await sendMails({ ...fields, requestId, userId });
      return customerServiceTexts.successMessage;
    },
  };
}

export type CustomerServiceService = ReturnType<typeof createCustomerServiceService>;
