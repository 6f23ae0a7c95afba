import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { fieldErrorsOf } from './field-errors';

describe('the server’s pure texts with their field apart', () => {
  const refusal = new ApiError(400, [
    { code: 'errors.validation', description: "Digitare l'e-mail", field: 'login' },
    { code: 'errors.validation', description: 'Campo obbligatorio', field: 'order_id' },
    { code: 'errors.checkout.salesTermsRequired', description: 'Accetta le condizioni di vendita', field: 'accept_sales_terms' },
  ]);

  it('puts the pure text under the form field it names', () => {
    expect(fieldErrorsOf(refusal, ['login'] as const).fields).toEqual({ login: "Digitare l'e-mail" });
  });

  it('says a validation failure away from its field with the field in front; other refusals as they are', () => {
    expect(fieldErrorsOf(refusal, ['login'] as const).general).toEqual([
      'order_id: Campo obbligatorio',
      'Accetta le condizioni di vendita',
    ]);
    expect(refusal.message).toBe("login: Digitare l'e-mail");
  });
});
