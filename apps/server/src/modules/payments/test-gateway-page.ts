import { createHash } from 'node:crypto';
import { formatEuro } from '@spesa/domain';
import escapeHtml from 'escape-html';
import { TEST_CARDS, TEST_VERIFICATION_CODE } from './test-gateway';

/** Markup already escaped (built by `html`). */
class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

/** A template whose every interpolated value is escaped by escape-html, except markup built by `html` itself. */
function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const escaped = (value: unknown): string => {
    if (value instanceof SafeHtml) return value.value;
    if (Array.isArray(value)) return value.map(escaped).join('');
    return escapeHtml(String(value ?? ''));
  };
  return new SafeHtml(
    strings.reduce((out, text, index) => out + text + (index < values.length ? escaped(values[index]) : ''), ''),
  );
}

export type TestGatewayPageModel = {
  transactionId: number;
  reference: string;
  orderId: number;
  amountCents: number;
  method: 'card' | 'paypal';
  /** 'card': the card number form; 'verify': the second step's code form. */
  step: 'card' | 'verify';
  /** Shown above the form (a wrong verification code). */
  notice?: string;
};

const styles = `body{font-family:system-ui,sans-serif;background:#f3f4f6;margin:0;color:#1f2937}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:8px;padding:1.5rem;box-shadow:0 1px 4px #0002}
.banner{background:#fef3c7;border:1px solid #f59e0b;border-radius:6px;padding:.75rem;margin-bottom:1rem}
label{display:block;margin:.75rem 0 .25rem}input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
button{margin-top:1rem;padding:.6rem 1rem;font-size:1rem;border-radius:4px;border:0;cursor:pointer}
.pay{background:#15803d;color:#fff}.cancel{background:#e5e7eb}.notice{color:#b91c1c}
code{background:#f3f4f6;padding:0 .25rem}`;

/**
 * The page's Content-Security-Policy: nothing but its own style sheet (allowed by its hash, not by
 * 'unsafe-inline'), its forms posting to the shop, and no framing (a framed payment page invites
 * clickjacking).
 */
export const TEST_GATEWAY_PAGE_POLICY = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(styles, 'utf8').digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

/** The test gateway's hosted page: clearly a test, the order and amount, the card form (or the second step), the test cards, cancel. */
export function renderTestGatewayPage(model: TestGatewayPageModel): string {
  const action = `?ref=${encodeURIComponent(model.reference)}`;
  const methodLabel = model.method === 'paypal' ? 'PayPal (prova)' : 'Carta di pagamento (prova)';
  const form =
    model.step === 'verify'
      ? html`<form method="post" action="${action}">
  <input type="hidden" name="action" value="verify">
  <p>Verifica di sicurezza di prova (simile a 3-D Secure): inserisci il codice <code>${TEST_VERIFICATION_CODE}</code>.</p>
  <label for="code">Codice di verifica</label>
  <input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required>
  <button class="pay" type="submit">Conferma</button>
</form>`
      : html`<form method="post" action="${action}">
  <input type="hidden" name="action" value="pay">
  <label for="cardNumber">Numero della carta</label>
  <input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="cc-number" required>
  <button class="pay" type="submit">Paga ${formatEuro(model.amountCents)}</button>
</form>`;
  const cards = TEST_CARDS.map((card) => html`<li><code>${card.number}</code>: ${card.description}</li>`);
  return html`<!doctype html>
<html lang="it">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Gateway di pagamento di prova</title><style>${new SafeHtml(styles)}</style></head>
<body><main>
<div class="banner" role="note"><strong>Gateway di pagamento di prova</strong>: nessun addebito reale, nessuna carta vera.</div>
<h1>${methodLabel}</h1>
<p>Ordine n. <strong>${model.orderId}</strong></p>
<p>Importo da autorizzare: <strong>${formatEuro(model.amountCents)}</strong></p>
${model.notice ? html`<p class="notice" role="alert">${model.notice}</p>` : ''}
${form}
<form method="post" action="${action}">
  <input type="hidden" name="action" value="cancel">
  <button class="cancel" type="submit">Annulla il pagamento</button>
</form>
<h2>Carte di prova</h2>
<ul>${cards}</ul>
</main></body>
</html>`.value;
}
