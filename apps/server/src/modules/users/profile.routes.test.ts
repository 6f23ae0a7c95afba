import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp } from '../../../test/users';
import { users } from '../../db/schema/index';
import { errorsByField, loginForm, TEST_STORE_ID, withSession } from '../auth/testing/account-fixtures';
import { tokenFromLink } from '../mail/testing/smtp-test-peer';

describe('profile: user_detail, update_user_detail, update_email and confirm_email', () => {
  let test: ShopperTestApp;

  beforeAll(async () => {
    test = await createShopperTestApp({}, { testStore: true });
  });
  afterAll(() => test.close());

  const userDetail = (session: string) =>
    test.app.inject({ method: 'GET', url: '/ebsn/api/registration/user_detail', headers: withSession(session) });
  const updateDetail = (session: string, payload: object) =>
    test.app.inject({ method: 'POST', url: '/ebsn/api/registration/update_user_detail', headers: withSession(session), payload });
  const updateEmail = (session: string, payload: object) =>
    test.app.inject({ method: 'POST', url: '/ebsn/api/registration/update_email', headers: withSession(session), payload });
  const confirmEmail = (token: string) =>
    test.app.inject({ method: 'GET', url: `/ebsn/api/registration/confirm_email?token=${encodeURIComponent(token)}` });

  const profileUpdate = {
    firstName: 'Giulia Maria',
    lastName: 'Rossi',
    address1: 'Via Pignolo',
    addressNumber: '7/A',
    postalcode: '24121',
    province: 'bg',
    city: 'Bergamo',
    referenceStoreId: TEST_STORE_ID,
    birthDate: '',
    mobilePhone: '',
    fidelityCard: '',
    legals: [
      { legalId: 2, accepted: true },
      { legalId: 1, accepted: true },
    ],
  };

  it("answers the session's own data, each shopper only theirs", async () => {
    const first = await test.shopper();
    const second = await test.shopper({ firstName: 'Marco', lastName: 'Bianchi' });
    const detail = await userDetail(first.session);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.user).toEqual({
      userId: first.userId,
      email: first.email,
      firstName: 'Giulia',
      lastName: 'Rossi',
      address1: 'Via Borgo Palazzo',
      addressNumber: '90',
      postalcode: '24125',
      province: 'BG',
      city: 'Bergamo',
      referenceStoreId: TEST_STORE_ID,
      birthDate: '14/03/1988',
      mobilePhone: '347 123 4567',
      fidelityCard: expect.stringMatching(/^0401\d{12}$/),
      fiscalCode: null,
      legals: [
        { legalId: 1, accepted: true },
        { legalId: 2, accepted: false },
      ],
      pendingEmail: null,
    });
    expect((await userDetail(second.session)).json().data.user).toMatchObject({ userId: second.userId, firstName: 'Marco' });
  });

  it('updates the personal data; another session sees only its own', async () => {
    const shopper = await test.shopper();
    const other = await test.shopper();
    const response = await updateDetail(shopper.session, profileUpdate);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().response.infosMessage[0].code).toBe('msg.profileUpdated');
    expect(response.json().data.user).toMatchObject({
      firstName: 'Giulia Maria',
      address1: 'Via Pignolo',
      addressNumber: '7/A',
      province: 'BG',
      birthDate: null,
      mobilePhone: null,
      fidelityCard: null,
      legals: [
        { legalId: 1, accepted: true },
        { legalId: 2, accepted: true },
      ],
    });
    expect((await userDetail(other.session)).json().data.user).toMatchObject({
      userId: other.userId,
      firstName: 'Giulia',
      address1: 'Via Borgo Palazzo',
    });
  });

  it('a profile below the minimum level (2) reaches it once its data is saved whole; the session answers the level', async () => {
    const shopper = await test.shopper();
    await test.db.update(users).set({ profileLevel: 1 }).where(eq(users.userId, shopper.userId));
    const levelOf = async () =>
      (
        await test.app.inject({ method: 'GET', url: '/ebsn/api/auth/test?operation=cart', headers: withSession(shopper.session) })
      ).json().data.user.profile.level;
    expect(await levelOf()).toBe(1);
    expect((await updateDetail(shopper.session, { ...profileUpdate, lastName: '' })).statusCode).toBe(400);
    expect(await levelOf()).toBe(1);
    expect((await updateDetail(shopper.session, profileUpdate)).statusCode).toBe(200);
    expect(await levelOf()).toBe(2);
    // A higher level is kept.
    await test.db.update(users).set({ profileLevel: 3 }).where(eq(users.userId, shopper.userId));
    expect((await updateDetail(shopper.session, profileUpdate)).statusCode).toBe(200);
    expect(await levelOf()).toBe(3);
  });

  it('validates the update like the registration and cannot drop the privacy consent', async () => {
    const shopper = await test.shopper();
    const response = await updateDetail(shopper.session, {
      ...profileUpdate,
      firstName: '',
      fidelityCard: '0401 1234 5678 9010',
      legals: [{ legalId: 1, accepted: false }],
      userId: 1,
      email: 'furbo@example.it',
    });
    expect(response.statusCode).toBe(400);
    expect(errorsByField(response.json())).toEqual({
      firstName: 'Campo obbligatorio',
      fidelityCard: 'Numero di carta fedeltà non valido',
      legals: "È necessario accettare l'informativa sulla privacy",
    });
    // Unknown fields (another user id, the e-mail) are ignored, never written.
    const ignored = await updateDetail(shopper.session, { ...profileUpdate, userId: 1, email: 'furbo@example.it' });
    expect(ignored.json().data.user).toMatchObject({ userId: shopper.userId, email: shopper.email });
  });

  it('needs a live session: 401 without, 419 with an ended one', async () => {
    const noSession = await test.app.inject({
      method: 'POST',
      url: '/ebsn/api/registration/update_user_detail',
      payload: profileUpdate,
    });
    expect(noSession.statusCode).toBe(401);
    const shopper = await test.shopper();
    await test.app.inject({ method: 'POST', url: '/ebsn/api/auth/logout', headers: withSession(shopper.session) });
    expect((await updateDetail(shopper.session, profileUpdate)).statusCode).toBe(419);
    expect((await updateEmail(shopper.session, { email: 'nuovo@example.it', password: shopper.password })).statusCode).toBe(419);
  });

  it('changes the e-mail from the link sent to the new address, once', async () => {
    const shopper = await test.shopper();
    const newEmail = `nuovo.${shopper.userId}@example.it`;
    const asked = await updateEmail(shopper.session, { email: newEmail.toUpperCase(), password: shopper.password });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().response.infosMessage[0].code).toBe('msg.emailChangeSent');
    expect((await userDetail(shopper.session)).json().data.user).toMatchObject({ email: shopper.email, pendingEmail: newEmail });

    const mail = await test.smtp.nextMail(newEmail);
    expect(mail.subject).toBe('Conferma il tuo nuovo indirizzo e-mail');
    expect(mail.text).toContain(newEmail);
    const token = tokenFromLink(mail, '/email-confirmed');
    const confirmed = await confirmEmail(token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ email: newEmail });
    expect((await userDetail(shopper.session)).json().data.user).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await loginForm(test.app, { login: newEmail, password: shopper.password })).statusCode).toBe(200);
    expect((await loginForm(test.app, { login: shopper.email, password: shopper.password })).statusCode).toBe(401);
    expect((await confirmEmail(token)).statusCode).toBe(400);
  });

  it('refuses a wrong current password, the same address and a bad one; an address in use answers as a free one', async () => {
    const shopper = await test.shopper();
    const other = await test.shopper();
    const wrongPassword = await updateEmail(shopper.session, { email: 'nuovo@example.it', password: 'sbagliata' });
    expect(errorsByField(wrongPassword.json())).toEqual({ password: 'La password attuale non è corretta.' });
    const same = await updateEmail(shopper.session, { email: shopper.email, password: shopper.password });
    expect(errorsByField(same.json())).toEqual({ email: 'Il nuovo indirizzo è uguale a quello attuale.' });
    const free = await updateEmail(shopper.session, { email: `libero.${shopper.userId}@example.it`, password: shopper.password });
    const taken = await updateEmail(shopper.session, { email: other.email, password: shopper.password });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual(free.json());
    // The profile shows it pending as well; the owner of the address gets a notice, no link to take it.
    expect((await userDetail(shopper.session)).json().data.user.pendingEmail).toBe(other.email);
    const notice = await test.smtp.nextMail(other.email);
    expect(notice.subject).toBe('Qualcuno ha provato a usare il tuo indirizzo su Buonmercato');
    expect(notice.text).not.toContain('token=');
    const invalid = await updateEmail(shopper.session, { email: 'non-una-email', password: shopper.password });
    expect(errorsByField(invalid.json())).toEqual({ email: 'Digitare una e-mail valida' });
  });

  it('refuses a change whose address was taken meanwhile, and unknown tokens', async () => {
    const shopper = await test.shopper();
    const wanted = `conteso.${shopper.userId}@example.it`;
    await updateEmail(shopper.session, { email: wanted, password: shopper.password });
    const token = tokenFromLink(await test.smtp.nextMail(wanted), '/email-confirmed');
    await test.shopper({ email: wanted, emailConfirm: wanted });
    expect((await confirmEmail(token)).statusCode).toBe(409);
    expect((await confirmEmail('B'.repeat(43))).statusCode).toBe(400);
  });
});
