import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp, withSession } from '../../../test/users';
import { errorsByField } from '../auth/testing/account-fixtures';
import { bergamoHome } from './testing/address-fixtures';

describe('user-address: update, list, view, delete and shopatwork/subscribe', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp();
  });
  afterAll(() => test.close());

  const get = (url: string, session?: string) =>
    test.app.inject({ method: 'GET', url: `/ebsn/api/${url}`, headers: session ? withSession(session) : {} });
  const post = (url: string, session: string, payload: object) =>
    test.app.inject({ method: 'POST', url: `/ebsn/api/${url}`, headers: withSession(session), payload });
  const save = (session: string, changes: object = {}) => post('user-address/update', session, { ...bergamoHome, ...changes });

  it('saves a home address with every field; the first one becomes the default', async () => {
    const shopper = await test.shopper();
    const response = await save(shopper.session);
    expect(response.statusCode, response.body).toBe(200);
    const { addressId, address } = response.json().data;
    expect(address).toMatchObject({
      addressId,
      addressName: 'Casa',
      addressType: 'home',
      addressTypeId: 2,
      deliveryServiceId: 2,
      address1: 'Via Borgo Palazzo',
      addressNumber: '12',
      city: 'Bergamo',
      province: 'BG',
      postalcode: '24125',
      doorbellName: 'Rossi',
      floor: '2',
      referencePhoneNumber: '347 123 4567',
      addressNote: 'Citofono guasto, chiamare',
      elevator: true,
      active: 1,
      defaultAddress: true,
      warehouseId: 89,
      companyPoint: false,
    });
    // Coordinates come from the embedded street data when the form sends none.
    expect(address.latitude).toBeCloseTo(45.693, 2);
    expect(response.json().response.infosMessage[0].code).toBe('msg.addressSaved');

    const second = (
      await save(shopper.session, { addressName: 'Ufficio', address1: 'Via Tasso', addressNumber: '4', postalcode: '24121' })
    ).json().data;
    expect(second.address.defaultAddress).toBe(false);
    const updated = await save(shopper.session, { addressId: second.addressId, addressName: 'Studio', defaultAddress: true });
    expect(updated.json().data).toMatchObject({
      addressId: second.addressId,
      address: { addressName: 'Studio', defaultAddress: true },
    });

    const list = (await get('user-address/list', shopper.session)).json().data.addresses;
    expect(list.map((entry: { addressId: number }) => entry.addressId)).toEqual([second.addressId, addressId]);
    expect(list[0].defaultAddress).toBe(true);
    expect((await get('auth/test', shopper.session)).json().data.user.defaultDeliveryAddressId).toBe(second.addressId);
  });

  it('checks the save form with the domain rules and the specification texts', async () => {
    const shopper = await test.shopper();
    const missing = await post('user-address/update', shopper.session, { province: 'BG', referencePhoneNumber: '12345' });
    expect(missing.statusCode).toBe(400);
    expect(errorsByField(missing.json())).toMatchObject({
      addressName: 'Campo obbligatorio',
      doorbellName: 'Campo obbligatorio',
      referencePhoneNumber: 'Digitare un numero di telefono valido',
    });
    const noNumber = await save(shopper.session, { addressNumber: '' });
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.json().response.errorsMessage[0]).toMatchObject({ code: 'message.invalidAddress1', field: 'address1' });
    expect((await save(shopper.session, { postalcode: '2412' })).statusCode).toBe(400);
    // The province is a known Italian code, not any two letters (issue 19).
    expect(errorsByField((await save(shopper.session, { province: 'XY' })).json())).toEqual({
      province: 'Sigla della provincia non valida: usa le due lettere della targa, ad esempio BG o RM',
    });
    expect((await save(shopper.session, { addressTypeId: 3 })).json().response.errorsMessage[0].code).toBe(
      'errors.onlyHomeAddresses',
    );
    expect(
      (await test.app.inject({ method: 'POST', url: '/ebsn/api/user-address/update', payload: bergamoHome })).statusCode,
    ).toBe(401);
  });

  it('refuses an address outside coverage', async () => {
    const shopper = await test.shopper();
    const response = await save(shopper.session, {
      address1: 'Via dei Fori Imperiali',
      addressNumber: '1',
      postalcode: '00184',
      city: 'Roma',
      province: 'RM',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().response.errorsMessage[0]).toMatchObject({
      code: 'errors.addressNotCovered',
      description: 'Il servizio di consegna a domicilio non è disponibile per questo indirizzo.',
    });
    expect((await get('user-address/list', shopper.session)).json().data.addresses).toEqual([]);
  });

  it("keeps the recipient's name and surname (the form's fields); an older client's save takes the account's", async () => {
    const shopper = await test.shopper();
    const named = (await save(shopper.session, { firstName: 'Anna Maria', lastName: "D'Amico" })).json().data;
    expect(named.address).toMatchObject({ firstName: 'Anna Maria', lastName: "D'Amico" });
    // Saved again without them: the address keeps its recipient.
    const again = (await save(shopper.session, { addressId: named.addressId, floor: '3' })).json().data.address;
    expect(again).toMatchObject({ firstName: 'Anna Maria', lastName: "D'Amico", floor: '3' });
    const account = (await get('registration/user_detail', shopper.session)).json().data.user;
    const unnamed = (await save(shopper.session, { addressName: 'Ufficio' })).json().data.address;
    expect(unnamed).toMatchObject({ firstName: account.firstName, lastName: account.lastName });

    const refused = await save(shopper.session, { lastName: 'R0ssi' });
    expect(refused.statusCode).toBe(400);
    const message = refused.json().response.errorsMessage[0];
    expect(message.field).toBe('lastName');
    expect(message.description).toContain("Accetta solo caratteri dell'alfabeto");
  });

  it("keeps each shopper's addresses their own (403), and tells a missing one (404)", async () => {
    const owner = await test.shopper();
    const other = await test.shopper();
    const { addressId } = (await save(owner.session)).json().data;
    expect((await get(`user-address/view?address_id=${addressId}`, owner.session)).json().data.address.addressId).toBe(addressId);
    expect((await get(`user-address/view?address_id=${addressId}`, other.session)).statusCode).toBe(403);
    expect((await save(other.session, { addressId })).statusCode).toBe(403);
    expect((await get(`user-address/delete?address_id=${addressId}`, other.session)).statusCode).toBe(403);
    expect((await get('user-address/view?address_id=999999', owner.session)).statusCode).toBe(404);
    expect((await get('user-address/view?address_id=x', owner.session)).statusCode).toBe(400);
    expect((await get(`user-address/view?address_id=${addressId}`)).statusCode).toBe(401);
    expect((await get('user-address/list', other.session)).json().data.addresses).toEqual([]);
    // A shop's pickup address is anyone's to view, not to delete.
    const store = (await get('store/view?store_id=2')).json().data.store;
    expect((await get(`user-address/view?address_id=${store.addressId}`, other.session)).json().data.address).toMatchObject({
      addressType: 'store',
      storeId: 2,
    });
    const storeDelete = await get(`user-address/delete?address_id=${store.addressId}`, other.session);
    expect(storeDelete.statusCode).toBe(403);
    // The spec's address-delete text replaces the generic permission text (first file, section 8).
    expect(storeDelete.json().response.errors[0].error).toBe(
      "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
    );
  });

  it('never deletes the address selected on the cart; deleting the default passes the star on', async () => {
    const shopper = await test.shopper();
    const first = (await save(shopper.session)).json().data.addressId;
    const second = (await save(shopper.session, { addressName: 'Nonna' })).json().data.addressId;
    expect((await post('user-address/select', shopper.session, { address_type: 2, address_id: first })).statusCode).toBe(200);

    const refused = await get(`user-address/delete?address_id=${first}`, shopper.session);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().response.errors[0].error).toBe(
      "Non è possibile eliminare l'indirizzo selezionato per la consegna della spesa.",
    );

    expect((await post('user-address/select', shopper.session, { address_type: 2, address_id: second })).statusCode).toBe(200);
    const deleted = await get(`user-address/delete?address_id=${first}`, shopper.session);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await get(`user-address/view?address_id=${first}`, shopper.session)).statusCode).toBe(404);
    const remaining = (await get('user-address/list', shopper.session)).json().data.addresses;
    expect(remaining).toEqual([expect.objectContaining({ addressId: second, defaultAddress: true })]);
  });

  it('joins a company delivery point by its code, lists it among pickups, and leaves it', async () => {
    const shopper = await test.shopper();
    const unknown = await get('shopatwork/subscribe?subscriptionCode=NESSUNO-00', shopper.session);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().response.errors[0].error).toBe(
      'Il codice aziendale inserito non è valido: controlla di averlo scritto correttamente.',
    );
    expect((await get('shopatwork/subscribe?subscriptionCode=', shopper.session)).statusCode).toBe(400);
    expect((await get('shopatwork/subscribe?subscriptionCode=UFFICIO-BG-01')).statusCode).toBe(401);

    const pickupsBefore = (await get('user-address/delivery-service-list?address_type=3', shopper.session)).json().data.addresses;
    expect(pickupsBefore.some((address: { companyPoint: boolean }) => address.companyPoint)).toBe(false);

    const joined = await get('shopatwork/subscribe?subscriptionCode=ufficio-bg-01', shopper.session);
    expect(joined.statusCode, joined.body).toBe(200);
    const point = joined.json().data.address;
    expect(point).toMatchObject({ addressTypeId: 3, companyPoint: true, storeId: 1, city: 'Bergamo' });
    const pickups = (await get('user-address/delivery-service-list?delivery_service_id=1', shopper.session)).json().data
      .addresses;
    expect(pickups.map((address: { addressId: number }) => address.addressId)).toContain(point.addressId);
    expect((await get('user-address/list?address_type=3', shopper.session)).json().data.addresses).toHaveLength(1);

    const cart = (await post('user-address/select', shopper.session, { address_type: 3, address_id: point.addressId })).json()
      .data;
    expect(cart).toMatchObject({ store: { storeId: 1 }, shippingAddress: { addressId: point.addressId, autoAssigned: false } });

    const stranger = await test.shopper();
    expect(
      (await post('user-address/select', stranger.session, { address_type: 3, address_id: point.addressId })).statusCode,
    ).toBe(403);
    await get('store-proximity/select?store_id=2', shopper.session);
    expect((await get(`user-address/delete?address_id=${point.addressId}`, shopper.session)).statusCode).toBe(200);
    expect((await get('user-address/list?address_type=3', shopper.session)).json().data.addresses).toEqual([]);
  });

  it('adds the default pickup point to the list with default_drive', async () => {
    const shopper = await test.shopper();
    await get('cart/view', shopper.session);
    const withDrive = (await get('user-address/list?default_drive=true', shopper.session)).json().data.addresses;
    expect(withDrive).toEqual([expect.objectContaining({ addressType: 'store', storeId: 1, defaultAddress: true })]);
    expect((await get('user-address/list', shopper.session)).json().data.addresses).toEqual([]);
  });
});
