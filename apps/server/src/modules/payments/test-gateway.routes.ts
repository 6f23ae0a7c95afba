import { TRANSACTION_STATUS, zPositiveId } from '@spesa/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TransactionRow } from '../orders/order.repository';
import type { PaymentService } from './payment.service';
import { paymentOutcomePath } from './payment-gateway';
import { TEST_GATEWAY_PAGE_PATH, TEST_VERIFICATION_CODE, testCardOutcome } from './test-gateway';
import { renderTestGatewayPage, TEST_GATEWAY_PAGE_POLICY, type TestGatewayPageModel } from './test-gateway-page';

const params = z.object({ transactionId: zPositiveId() });
const querystring = z.object({ ref: z.string().min(1).max(100) });
const body = z.object({
  action: z.enum(['pay', 'verify', 'cancel']),
  cardNumber: z.string().max(40).optional(),
  code: z.string().max(20).optional(),
});

const PAGE_PATH = `${TEST_GATEWAY_PAGE_PATH.replace('/ebsn/api', '')}/:transactionId`;

function sendPage(reply: FastifyReply, model: TestGatewayPageModel) {
  return reply
    .header('cache-control', 'no-store')
    .header('content-security-policy', TEST_GATEWAY_PAGE_POLICY)
    .type('text/html; charset=utf-8')
    .send(renderTestGatewayPage(model));
}

const pageModel = (transaction: TransactionRow, reference: string, step: TestGatewayPageModel['step'], notice?: string) => ({
  transactionId: transaction.transactionId,
  reference,
  orderId: transaction.orderId,
  amountCents: transaction.amountCents,
  method: transaction.paymentData.method === 'paypal' ? ('paypal' as const) : ('card' as const),
  step,
  notice,
});

/**
 * The test gateway's hosted page (same server, under /ebsn/api/payment-gateway/test/{transactionId}?ref=…):
 * the shopper types a test card number; the outcome goes to the payment service and the shopper is
 * redirected (303) to /cart/payment-completed/{orderId} or /cart/payment-error/{orderId}.
 */
export const testGatewayRoutes =
  (payments: PaymentService, baseUrl: string): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      PAGE_PATH,
      { schema: { tags: ['payments'], summary: 'The test gateway’s hosted payment page (HTML)', params, querystring } },
      async (request, reply) => {
        const transaction = await payments.hostedTransaction(request.params.transactionId, request.query.ref);
        if (transaction.transactionStatusId !== TRANSACTION_STATUS.inProgress) {
          const paid = transaction.transactionStatusId === TRANSACTION_STATUS.authorized;
          return reply.redirect((paid ? paymentOutcomePath.completed : paymentOutcomePath.error)(transaction.orderId), 303);
        }
        const step = transaction.paymentData.verificationPending === true ? 'verify' : 'card';
        return sendPage(reply, pageModel(transaction, request.query.ref, step));
      },
    );

    app.post(
      PAGE_PATH,
      {
        schema: {
          tags: ['payments'],
          summary:
            'The test gateway page’s form: pay with a test card, confirm the second step, or cancel; answers 303 to the outcome page',
          params,
          querystring,
          body,
        },
      },
      async (request, reply) => {
        const { ref } = request.query;
        const transaction = await payments.hostedTransaction(request.params.transactionId, ref);
        const complete = async (outcome: 'authorised' | 'declined' | 'cancelled') =>
          reply.redirect(await payments.completeAuthorisation(transaction.transactionId, ref, outcome, baseUrl), 303);
        const { action, cardNumber = '', code = '' } = request.body;
        if (action === 'cancel') return complete('cancelled');
        if (action === 'verify') {
          if (transaction.paymentData.verificationPending !== true) return complete('declined');
          return complete(code.trim() === TEST_VERIFICATION_CODE ? 'authorised' : 'declined');
        }
        const outcome = testCardOutcome(cardNumber);
        if (outcome !== 'verify') return complete(outcome);
        await payments.noteGatewayStep(transaction, { verificationPending: true });
        return sendPage(reply, pageModel(transaction, ref, 'verify'));
      },
    );
  };
