import {
  adminPickingListDataSchema,
  adminSlotPrepareBodySchema,
  adminSlotPrepareDataSchema,
  adminSlotQuerySchema,
  envelopeSchema,
} from '@spesa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { userIdOf } from '../../plugins/session';
import { staffRefusals as refusals, backOfficeTags as tags } from './back-office-answers';
import { slotPreparation } from './slot-preparation.service';

/**
 * A store's morning (issue 19): a slot's picking list, and its orders put "in preparazione" at once.
 * Registered by backOfficeRoutes, after its staff guard.
 */
export const slotPreparationRoutes: FastifyPluginAsyncZod = async (app) => {
  const preparation = slotPreparation(app.db);
  const onRequest = app.requireStaff;

  app.get(
    '/admin/timeslot/picking-list',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'The picking list of a slot: the lines of its orders still to prepare (ordered to almost ready) by department, then product and order; loose lines with the weight to aim at; 404 unknown slot',
        querystring: adminSlotQuerySchema,
        response: { 200: envelopeSchema(adminPickingListDataSchema), ...refusals },
      },
    },
    async (request) => ok(await preparation.pickingList(request.query.timeslot_id)),
  );

  app.post(
    '/admin/timeslot/prepare',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Puts every order of the slot that the transition table lets go there "in preparazione" (status 4), in one transaction, each move in the audit trail; answers the orders moved and those left as they were (with their status); 404 unknown slot',
        body: adminSlotPrepareBodySchema,
        response: { 200: envelopeSchema(adminSlotPrepareDataSchema), ...refusals },
      },
    },
    async (request) => ok(await preparation.prepareSlot(userIdOf(request), request.body.timeslot_id)),
  );
};
