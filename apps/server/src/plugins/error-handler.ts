import { errorCodes, errorTexts, type Message } from '@spesa/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from '../lib/envelope';
import { HttpError } from '../lib/http-error';
import { cartBeingPaid, isCartBeingPaidError } from '../modules/cart/cart-payment-lock';

/** Texts for the client errors Fastify raises itself (bad JSON, wrong content type, too large). */
const clientErrorTexts: Record<number, string> = {
  400: errorTexts.badRequest,
  404: errorTexts.notFound,
  413: errorTexts.payloadTooLarge,
  414: errorTexts.uriTooLong,
  415: errorTexts.unsupportedMediaType,
  429: errorTexts.tooManyRequests,
};

/** Fastify's own failures that deserve a text of their own (its codes, FST_ERR_*). */
const fastifyErrorTexts: Record<string, Message> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: errorCodes.badRequest, description: errorTexts.invalidJson, field: 'body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: errorCodes.badRequest, description: errorTexts.invalidJson, field: 'body' },
};

function validationMessages(error: FastifyError): Message[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [{ code: errorCodes.validation, description: errorTexts.badRequest }];
  return error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(error.validationContext ?? 'body');
    return { code: errorCodes.validation, description: issue.message ?? errorTexts.invalidField, field };
  });
}

function codeFor(status: number): string {
  if (status === 404) return errorCodes.notFound;
  if (status === 429) return errorCodes.tooManyRequests;
  return errorCodes.badRequest;
}

/** A client error (4xx) Fastify or a library raised, in the envelope with its Italian text: never its English message. */
function clientFailure(error: FastifyError, status: number, reply: FastifyReply) {
  const message = fastifyErrorTexts[error.code] ?? {
    code: codeFor(status),
    description: clientErrorTexts[status] ?? errorTexts.badRequest,
  };
  return reply.status(status).send(failure(status, [message]));
}

/**
 * Fastify's `frameworkErrors`: what fails before any route is found (a URL that is no valid
 * percent-encoding, a path parameter past its length) answered in the envelope like the rest.
 */
export function frameworkErrorAnswer(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return clientFailure(error, status, reply);
}

/**
 * The single place where failures become the answer envelope. A message is shown only below 500;
 * real faults are logged and answered with the generic Italian text, never a stack or SQL.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).headers(error.headers).send(failure(error.statusCode, error.messages));
    }
    if (error.validation) return reply.status(400).send(failure(400, validationMessages(error)));
    // A change to a cart being paid, refused by the database's cart triggers wherever it came from.
    if (isCartBeingPaidError(error)) return reply.status(409).send(failure(409, cartBeingPaid().messages));
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return clientFailure(error, status, reply);
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(500, [{ code: errorCodes.generic, description: errorTexts.generic }]));
  });
});
