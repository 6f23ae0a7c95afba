import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { getTenant, tenantIds } from '../tenants/tenant-registry';
import { completeLoyaltyCardNumber } from '../validation/loyalty-card';
import {
  loginRequestSchema,
  registerUserRequestSchema,
  registrationRulesOf,
  storeListQuerySchema,
  updatePasswordRequestSchema,
} from './accounts';

function issuesOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const validRegistration = {
  firstName: 'Maria',
  lastName: "D'Angelo",
  email: 'Maria.Dangelo@Example.it',
  emailConfirm: 'maria.dangelo@example.it',
  password: 'segreto1',
  address1: 'Via Borgo Palazzo',
  addressNumber: '12',
  postalcode: '24125',
  province: 'bg',
  city: 'Bergamo',
  referenceStoreId: '1',
  birthDate: '',
  mobilePhone: '347 123 4567',
  fidelityCard: completeLoyaltyCardNumber('040112345678901'),
  legals: [
    { legalId: 1, accepted: true },
    { legalId: 2, accepted: 'false' },
  ],
};

describe('login request', () => {
  it("asks for the e-mail and the password with the specification's texts", () => {
    expect(issuesOf(loginRequestSchema, {})).toEqual({ login: "Digitare l'e-mail", password: 'Digitare la password' });
    expect(issuesOf(loginRequestSchema, { login: '  ', password: '' })).toEqual({
      login: "Digitare l'e-mail",
      password: 'Digitare la password',
    });
    expect(issuesOf(loginRequestSchema, { login: 'mario@', password: 'x' })).toEqual({ login: 'Digitare una e-mail valida' });
  });

  it('reads form flags and lower-cases the e-mail', () => {
    expect(loginRequestSchema.parse({ login: ' Mario@Example.IT ', password: 'x', remember_me: 'on' })).toEqual({
      login: 'mario@example.it',
      password: 'x',
      remember_me: true,
    });
    expect(loginRequestSchema.parse({ login: 'a@b.it', password: 'x', remember_me: 'false' }).remember_me).toBe(false);
  });
});

describe('registration request', () => {
  const buonmercato = registerUserRequestSchema(registrationRulesOf(getTenant('buonmercato')));
  const spesachiara = registerUserRequestSchema(registrationRulesOf(getTenant('spesachiara')));

  it('accepts a complete registration and normalises it', () => {
    const parsed = buonmercato.parse(validRegistration);
    expect(parsed).toMatchObject({
      email: 'maria.dangelo@example.it',
      province: 'BG',
      referenceStoreId: 1,
      birthDate: undefined,
    });
    expect(parsed.legals).toEqual([
      { legalId: 1, accepted: true },
      { legalId: 2, accepted: false },
    ]);
  });

  it('names every missing mandatory field', () => {
    expect(Object.keys(issuesOf(buonmercato, {})).sort()).toEqual(
      [
        'address1',
        'addressNumber',
        'city',
        'email',
        'emailConfirm',
        'firstName',
        'lastName',
        'legals',
        'password',
        'postalcode',
        'province',
        'referenceStoreId',
      ].sort(),
    );
  });

  it('asks the fiscal code only where the brand wants it', () => {
    expect(issuesOf(buonmercato, validRegistration)).toEqual({});
    expect(issuesOf(spesachiara, { ...validRegistration, fidelityCard: undefined })).toEqual({
      fiscalCode: 'Campo obbligatorio',
    });
  });

  it('gives the domain messages for wrong values', () => {
    expect(
      issuesOf(buonmercato, {
        ...validRegistration,
        emailConfirm: 'altro@example.it',
        password: 'abc',
        postalcode: '2412',
        birthDate: '31/02/1990',
        mobilePhone: '12345',
        fidelityCard: '0401123456789010',
        fiscalCode: 'RSSMRA85T10A562X',
        legals: [{ legalId: 1, accepted: false }],
      }),
    ).toEqual({
      emailConfirm: 'Le due e-mail non coincidono',
      password: 'La password deve contenere almeno 6 caratteri',
      postalcode: 'Deve contenere esattamente 5 caratteri',
      birthDate: 'Formato della data gg/mm/aaaa',
      mobilePhone: 'Digitare un numero di telefono valido',
      fidelityCard: 'Numero di carta fedeltà non valido',
      fiscalCode: 'Formato non corretto',
      legals: "È necessario accettare l'informativa sulla privacy",
    });
  });

  it.each(tenantIds)("%s: a card is accepted only with the brand's prefix", (id) => {
    const schema = registerUserRequestSchema(registrationRulesOf(getTenant(id)));
    const card = completeLoyaltyCardNumber(`${getTenant(id).loyaltyCard.prefix}12345678901`);
    const base = { ...validRegistration, fiscalCode: 'RSSMRA85T10A562S' };
    expect(issuesOf(schema, { ...base, fidelityCard: card })).toEqual({});
  });
});

describe('other account requests', () => {
  it('a new password needs the token or the current password', () => {
    expect(issuesOf(updatePasswordRequestSchema, { password: 'nuova-password' })).toEqual({
      token: 'Indicare il link ricevuto per e-mail oppure la password attuale.',
    });
    expect(issuesOf(updatePasswordRequestSchema, { token: 'abc', password: 'nuova-password' })).toEqual({});
  });

  it('store services come comma separated or repeated', () => {
    expect(storeListQuerySchema.parse({ services: '1, 2' })).toEqual({ services: [1, 2], orderby: 'name' });
    expect(storeListQuerySchema.parse({ services: ['2'], orderby: 'city' })).toEqual({ services: [2], orderby: 'city' });
    expect(storeListQuerySchema.safeParse({ services: 'x' }).success).toBe(false);
  });

  it.each(tenantIds)('%s: every account e-mail has its texts', (id) => {
    const { emails, brandName } = getTenant(id);
    expect(emails.from).toContain(brandName);
    const { registrationConfirmation, passwordReset, emailChange, welcome, addressInUse } = emails;
    for (const text of [registrationConfirmation, passwordReset, emailChange, welcome, addressInUse]) {
      expect(text.subject.length).toBeGreaterThan(0);
      expect(text.action.length).toBeGreaterThan(0);
    }
    expect(emails.emailChange.intro).toContain('{newEmail}');
    expect(addressInUse.reset.length * addressInUse.resetAction.length).toBeGreaterThan(0);
  });
});
