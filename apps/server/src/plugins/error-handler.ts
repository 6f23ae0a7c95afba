import { errorCodes, errorTexts, type Message } from '@spesa/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure } from '../lib/envelope';
import { HttpError } from '../lib/http-error';

/** Texts for the client errors Fastify raises itself (bad JSON, wrong content type, too large). */
const clientErrorTexts: Record<number, string> = {
  400: errorTexts.badRequest,
  404: errorTexts.notFound,
  413: errorTexts.payloadTooLarge,
  415: errorTexts.unsupportedMediaType,
  429: errorTexts.tooManyRequests,
};

function validationMessages(error: FastifyError): Message[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [{ code: errorCodes.validation, description: errorTexts.badRequest }];
  return error.validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(error.validationContext ?? 'body');
    return { code: errorCodes.validation, description: `${field}: ${issue.message}`, field };
  });
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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const description = clientErrorTexts[status] ?? errorTexts.badRequest;
      return reply.status(status).send(failure(status, [{ code: codeFor(status), description }]));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(failure(500, [{ code: errorCodes.generic, description: errorTexts.generic }]));
  });
});

function codeFor(status: number): string {
  if (status === 404) return errorCodes.notFound;
  if (status === 429) return errorCodes.tooManyRequests;
  return errorCodes.badRequest;
}
