import type { Message, ResponseStatus } from '@spesa/domain';
import { showToast } from '../../../components/ui/toast';
import { i18n } from '../../../i18n';
import { ApiError } from '../../../lib/api/client';
import { cartDialogs } from './cart-dialogs';

/** Message codes shown as a dialog instead of a toast (first file, section 8). */
export const dialogMessageCodes: ReadonlySet<string> = new Set(['msg.cart.availability.errors']);

type Severity = 'error' | 'warning' | 'success';

/** The app's own text for a code, when it has one (a code is an i18n key); null otherwise. */
function translationOf(code: string): string | null {
  const text = i18n.getResource(i18n.language, 'translation', code);
  return typeof text === 'string' ? text : null;
}

/** A code with a translation uses it; otherwise the server's Italian text. */
export function messageText(message: Message): string {
  return translationOf(message.code) ?? message.description;
}

function announce(messages: Message[], severity: Severity) {
  const forDialog = messages.filter((message) => dialogMessageCodes.has(message.code));
  for (const message of messages) {
    if (!dialogMessageCodes.has(message.code)) void showToast(messageText(message), { variant: severity });
  }
  const first = forDialog[0];
  if (first) {
    // The dialog's title is the code's translation; its lines are what the server says (which products).
    const title = translationOf(first.code) ?? i18n.t('cart.messageDialogTitle');
    void cartDialogs.showMessage(
      title,
      forDialog.map((message) => message.description).filter((line) => line !== title),
    );
  }
}

/** A successful answer's messages: errors as error toasts, warnings as warning toasts, infos as success toasts. */
export function announceResponse(response: ResponseStatus): void {
  announce(response.errorsMessage, 'error');
  announce(response.warningsMessage, 'warning');
  announce(response.infosMessage, 'success');
}

/** Failures with their own answer elsewhere: an expired session its dialog, a server fault its page. */
const answeredElsewhere = (error: unknown) => error instanceof ApiError && (error.status === 419 || error.status >= 500);

/**
 * A failed action whose screen shows the server's reason in place (the address and slot dialogs):
 * the toast of its key says what did not happen (errorSettingAddress, errorSettingTimeslot…).
 */
export function announceActionFailure(error: unknown, key: string): void {
  if (!answeredElsewhere(error)) void showToast(i18n.t(key), { variant: 'error' });
}

/** The codes the client makes up when the server said nothing it could show. */
const clientCodes = new Set(['errors.generic', 'errors.network']);

/**
 * A failed cart call: the server's messages when it wrote any, otherwise the toast key of the
 * action (errorSettingProduct, cart.productAddError…). An expired session has its own dialog and a
 * server fault its own page, so they add nothing here.
 */
export function announceFailure(error: unknown, fallbackKey: string): void {
  if (answeredElsewhere(error)) return;
  const envelope = error instanceof ApiError ? error.envelope : undefined;
  const messages = error instanceof ApiError ? error.messages.filter((message) => !clientCodes.has(message.code)) : [];
  if (messages.length) announce(messages, 'error');
  else void showToast(i18n.t(fallbackKey), { variant: 'error' });
  if (envelope) {
    announce(envelope.response.warningsMessage, 'warning');
    announce(envelope.response.infosMessage, 'success');
  }
}
