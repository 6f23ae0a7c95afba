import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type Shopper, type ShopperTestApp, withSession } from '../../../test/users';

describe('wishlist/share: the same answer whether or not the address has an account', () => {
  let test: ShopperTestApp;
  let owner: Shopper;
  let known: Shopper;
  beforeAll(async () => {
    test = await createShopperTestApp();
    owner = await test.shopper({ firstName: 'Marco', lastName: 'Verdi' });
    known = await test.shopper({ firstName: 'Ottavia', lastName: 'Riservati' });
  });
  afterAll(() => test.close());

  const post = (url: string, shopper: Shopper, payload: object) =>
    test.app.inject({ method: 'POST', url: `/ebsn/api/${url}`, headers: withSession(shopper.session), payload });
  const newList = async (name: string) => (await post('wishlist/insert', owner, { name })).json().data.wishlist.listId as number;

  it('answers alike for a registered and an unknown address, shows only the address typed, and mails both', async () => {
    const [forKnown, forUnknown] = [await newList('Per lei'), await newList('Per chi non conosco')];
    const unknownEmail = `invitata.${Date.now()}@example.it`;
    const toKnown = await post('wishlist/share', owner, { list_id: forKnown, email: known.email, grant: 'READ' });
    const toUnknown = await post('wishlist/share', owner, { list_id: forUnknown, email: unknownEmail, grant: 'READ' });

    expect(toKnown.statusCode, toKnown.body).toBe(200);
    expect(toUnknown.statusCode, toUnknown.body).toBe(200);
    expect(toKnown.json().response).toEqual(toUnknown.json().response);
    expect(toKnown.json().response.infosMessage[0].description).toBe(
      "Lista condivisa: abbiamo inviato un'e-mail all'indirizzo indicato.",
    );
    expect(toKnown.json().data.wishlist.sharingData.shares).toEqual([{ email: known.email, grant: 'READ' }]);
    expect(toUnknown.json().data.wishlist.sharingData.shares).toEqual([{ email: unknownEmail, grant: 'READ' }]);
    // Nothing of the stranger's account: not their name, not whether they have one.
    expect(toKnown.body).not.toMatch(/Ottavia|Riservati/);

    const shared = await test.smtp.nextMail(known.email);
    expect(shared.subject).toBe('Marco Verdi ha condiviso con te la lista «Per lei»');
    expect(shared.text).toContain('Ciao Ottavia,');
    expect(shared.text).toContain(`Apri la lista: http://localhost:8080/profile/lists/${forKnown}`);
    const invitation = await test.smtp.nextMail(unknownEmail);
    expect(invitation.subject).toBe('Marco Verdi ha condiviso con te la lista «Per chi non conosco»');
    expect(invitation.text).toContain('Ciao,');
    expect(invitation.text).toContain('registrati con questo indirizzo e-mail');
    expect(invitation.text).toContain('Registrati: http://localhost:8080/registration-user');
  });

  it('the list reaches the invited address once it registers with it; a new grant sends no second mail', async () => {
    const listId = await newList('Famiglia');
    const email = `famiglia.${Date.now()}@example.it`;
    expect((await post('wishlist/share', owner, { list_id: listId, email, grant: 'WRITE' })).statusCode).toBe(200);
    await test.smtp.nextMail(email); // the invitation
    expect((await post('wishlist/share', owner, { list_id: listId, email, grant: 'READ' })).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(test.smtp.unclaimed(email)).toEqual([]);

    const invited = await test.shopper({ email, emailConfirm: email });
    const lists = await test.app.inject({ method: 'GET', url: '/ebsn/api/wishlist/list', headers: withSession(invited.session) });
    expect(lists.json().data.personalList.lists).toEqual([
      expect.objectContaining({
        listId,
        name: 'Famiglia',
        sharingData: { grant: 'READ', owner: { firstName: 'Marco', lastName: 'Verdi' }, shares: [] },
      }),
    ]);
  });

  it("refuses the owner's own address and a malformed one", async () => {
    const listId = await newList('Solo mia');
    const self = await post('wishlist/share', owner, { list_id: listId, email: owner.email.toUpperCase(), grant: 'READ' });
    expect(self.statusCode).toBe(400);
    expect(self.json().response.errorsMessage[0]).toMatchObject({ field: 'email', code: 'errors.wishlist.shareWithYourself' });
    const malformed = await post('wishlist/share', owner, { list_id: listId, email: 'non-una-mail', grant: 'READ' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().response.errorsMessage[0]).toMatchObject({ field: 'email' });
  });
});
