import type { User, UserDetail } from '@spesa/domain';

/** A confirmed shopper as login and auth/test answer it. */
export function makeUser(overrides: Partial<User> = {}): User {
  return {
    userId: 7,
    email: 'giulia.bianchi@example.it',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    userType: { userTypeId: 1 },
    profile: { level: 2 },
    betaTester: false,
    hasFavorites: false,
    ssoUser: false,
    legals: [{ legalId: 1, accepted: true }],
    fidelityCard: null,
    fiscalCode: null,
    defaultStoreAddressId: null,
    defaultDeliveryAddressId: null,
    referenceStoreId: 1,
    ...overrides,
  };
}

/** The same shopper's personal data as user_detail answers it. */
export function makeUserDetail(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    userId: 7,
    email: 'giulia.bianchi@example.it',
    firstName: 'Giulia',
    lastName: 'Bianchi',
    address1: 'Via Roma',
    addressNumber: '12',
    postalcode: '24121',
    province: 'BG',
    city: 'Bergamo',
    referenceStoreId: 1,
    birthDate: '12/03/1990',
    mobilePhone: '3331234567',
    fidelityCard: '0401000000000012',
    fiscalCode: null,
    legals: [{ legalId: 1, accepted: true }],
    pendingEmail: null,
    ...overrides,
  };
}

/** A failed answer in the API's envelope: its messages, each about a field when one is given. */
export function failureResponse(status: number, messages: { description: string; field?: string; code?: string }[]) {
  return new Response(
    JSON.stringify({
      response: {
        status,
        errors: messages.map((message) => ({ error: message.description })),
        errorsMessage: messages.map(({ code = 'errors.validation', ...message }) => ({ code, ...message })),
        infosMessage: [],
        warningsMessage: [],
      },
      data: null,
    }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );
}

/** A successful answer with an info message and, for login, the session headers. */
export function successResponse(data: unknown, { info, headers = {} }: { info?: string; headers?: Record<string, string> } = {}) {
  return new Response(
    JSON.stringify({
      response: {
        status: 0,
        errors: [],
        errorsMessage: [],
        infosMessage: info ? [{ code: 'msg', description: info }] : [],
        warningsMessage: [],
      },
      data,
    }),
    { status: 200, headers: { 'Content-Type': 'application/json', ...headers } },
  );
}
