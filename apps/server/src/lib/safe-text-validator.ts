import { withSafeTexts } from '@spesa/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * The validator of every route: each part of the request (query, params, body) is first checked for
 * texts with a NUL or a lone surrogate (400 naming the field, instead of the database's error), then
 * parsed with the route's own zod schema. One place, so every route added later is covered too.
 */
export const safeTextValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: withSafeTexts(route.schema) });
