import { addDaysIso, isoWeekday, shopDateIso } from '@spesa/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopperTestApp, type ShopperTestApp, withSession } from '../../../test/users';
import { users } from '../../db/schema/accounts';
import { carts } from '../../db/schema/cart';
import { timeslots } from '../../db/schema/delivery';
import { slotReservations } from '../../db/schema/orders';
import { seedRollingTimeslots } from '../../db/seed/delivery';
import { SEED_FIXTURES } from '../../db/seed/seed-fixtures';
import { ensureTestStore, TEST_STORE_ID } from '../auth/testing/account-fixtures';
import { checkoutClient, putSlotOnOpenCarts, roomySlot, stockFixtureProducts } from '../checkout/testing/checkout-fixtures';
import { msUntilNextRun } from './timeslot-upkeep';

type Slot = { timeslotId: number; beginTime: string; status: string; active: number; selected: boolean };
type Day = { dateIso: string; selected: boolean; timeslots: Slot[] };

describe('timeslot/list, timeslot/select and the rolling week', () => {
  let test: ShopperTestApp;
  beforeAll(async () => {
    test = await createShopperTestApp();
  });
  afterAll(() => test.close());

  const get = (url: string, session?: string) =>
    test.app.inject({ method: 'GET', url: `/ebsn/api/${url}`, headers: session ? withSession(session) : {} });
  const days = async (session: string, query = ''): Promise<Day[]> =>
    (await get(`timeslot/list${query}`, session)).json().data.days;
  const setSlot = (timeslotId: number, values: Partial<typeof timeslots.$inferInsert>) =>
    test.db.update(timeslots).set(values).where(eq(timeslots.timeslotId, timeslotId));
  const select = (session: string, date: string, timeslotId: number) =>
    get(`timeslot/select?sel_date=${date}&timeslot_id=${timeslotId}`, session);

  it("lists the open slots of the cart's store by day from today, the cart's slot selected", async () => {
    const shopper = await test.shopper();
    const cart = (await get('cart/view', shopper.session)).json().data;
    const list = await days(shopper.session);
    const today = shopDateIso();
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.length).toBeLessThanOrEqual(7);
    expect(list.every((day) => day.dateIso >= today && day.dateIso <= addDaysIso(today, 6) && day.timeslots.length > 0)).toBe(
      true,
    );
    const slots = list.flatMap((day) => day.timeslots);
    expect(slots.every((slot) => slot.active === 1 && slot.status === 'empty')).toBe(true);
    expect(slots.filter((slot) => slot.selected).map((slot) => slot.timeslotId)).toEqual([cart.timeslot.timeslotId]);
    expect(list.filter((day) => day.selected).map((day) => day.dateIso)).toEqual([cart.timeslot.date]);
    const owners = await test.db
      .select({ storeId: timeslots.storeId })
      .from(timeslots)
      .where(
        sql`${timeslots.timeslotId} IN (${sql.join(
          slots.map((slot) => sql`${slot.timeslotId}`),
          sql`, `,
        )})`,
      );
    expect(new Set(owners.map((owner) => owner.storeId))).toEqual(new Set([1]));
    // check-locker is the original client's flag: accepted, the same answer; a flag that is not one is refused.
    expect(await days(shopper.session, '?check-locker=true')).toEqual(list);
    expect((await get('timeslot/list?check-locker=forse', shopper.session)).statusCode).toBe(400);
    expect((await get('timeslot/list?show-closed=2', shopper.session)).statusCode).toBe(400);
    expect((await get('timeslot/list')).statusCode).toBe(401);
  });

  it('chooses a slot without consuming it; shows how full slots are and hides closed ones unless asked', async () => {
    const shopper = await test.shopper();
    await get('cart/view', shopper.session);
    const [first, second] = (await days(shopper.session))[1]?.timeslots ?? [];
    if (!first || !second) throw new Error('expected two slots tomorrow');
    const date = (await days(shopper.session))[1]?.dateIso as string;
    const chosen = await select(shopper.session, date, second.timeslotId);
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.timeslot).toMatchObject({ date, timeslotId: second.timeslotId, autoAssigned: false });
    const [row] = await test.db.select().from(timeslots).where(eq(timeslots.timeslotId, second.timeslotId));
    expect(row?.booked).toBe(0);

    await setSlot(first.timeslotId, { booked: Math.ceil((row?.capacity ?? 12) / 2) });
    expect((await days(shopper.session))[1]?.timeslots[0]).toMatchObject({
      timeslotId: first.timeslotId,
      status: 'intermediate',
      active: 1,
    });
    await setSlot(first.timeslotId, { cutoffAt: new Date(Date.now() - 60_000) });
    expect((await days(shopper.session))[1]?.timeslots.map((slot) => slot.timeslotId)).not.toContain(first.timeslotId);
    // By date, not by position: once today's last cut-off has passed, today appears only with show-closed.
    const withClosed = (await days(shopper.session, '?show-closed=true')).find((day) => day.dateIso === date)?.timeslots[0];
    expect(withClosed).toMatchObject({ timeslotId: first.timeslotId, active: 0 });
    await setSlot(first.timeslotId, { booked: 0, cutoffAt: row?.cutoffAt });
  });

  it('answers 409 for a full slot and for a slot past its cut-off', async () => {
    const shopper = await test.shopper();
    await get('cart/view', shopper.session);
    const day = (await days(shopper.session))[2] as Day;
    const [full, closed] = day.timeslots;
    if (!full || !closed) throw new Error('expected two slots');
    const [fullRow] = await test.db.select().from(timeslots).where(eq(timeslots.timeslotId, full.timeslotId));
    await setSlot(full.timeslotId, { booked: fullRow?.capacity ?? 12 });
    expect((await days(shopper.session))[2]?.timeslots[0]).toMatchObject({ status: 'full', active: 1 });
    const refusedFull = await select(shopper.session, day.dateIso, full.timeslotId);
    expect(refusedFull.statusCode).toBe(409);
    expect(refusedFull.json().response.errorsMessage[0]).toEqual({
      code: 'errors.timeslotFull',
      description: "La fascia oraria scelta è al completo: scegline un'altra.",
    });

    await setSlot(closed.timeslotId, { cutoffAt: new Date(Date.now() - 1000) });
    const refusedClosed = await select(shopper.session, day.dateIso, closed.timeslotId);
    expect(refusedClosed.statusCode).toBe(409);
    expect(refusedClosed.json().response.errors[0].error).toBe(
      "Non è più possibile prenotare questa fascia oraria: scegline un'altra.",
    );
    await setSlot(full.timeslotId, { booked: 0 });
  });

  it("answers 404 for another day or another store's slot, 400 for bad input", async () => {
    const shopper = await test.shopper();
    await get('cart/view', shopper.session);
    const day = (await days(shopper.session))[1] as Day;
    const slotId = day.timeslots[0]?.timeslotId as number;
    expect((await select(shopper.session, addDaysIso(day.dateIso, 1), slotId)).statusCode).toBe(404);
    const [foreign] = await test.db.select().from(timeslots).where(eq(timeslots.storeId, 5)).limit(1);
    expect((await select(shopper.session, foreign?.slotDate as string, foreign?.timeslotId as number)).statusCode).toBe(404);
    expect((await select(shopper.session, day.dateIso, 99_999_999)).statusCode).toBe(404);
    for (const query of [
      'sel_date=31/12/2026&timeslot_id=1',
      'sel_date=2026-02-30&timeslot_id=1',
      'sel_date=2026-12-01',
      'timeslot_id=1',
    ]) {
      expect((await get(`timeslot/select?${query}`, shopper.session)).statusCode, query).toBe(400);
    }
  });

  it('has no slots, with a warning, and refuses a slot (409) while the cart has no address', async () => {
    const shopper = await test.shopper();
    await test.db.update(users).set({ referenceStoreId: null }).where(eq(users.userId, shopper.userId));
    const list = await get('timeslot/list', shopper.session);
    expect(list.json().data.days).toEqual([]);
    expect(list.json().response.warningsMessage[0].code).toBe('errors.noAddressSelected');
    const [any] = await test.db.select().from(timeslots).limit(1);
    expect((await select(shopper.session, any?.slotDate as string, any?.timeslotId as number)).statusCode).toBe(409);
    const [cart] = await test.db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, shopper.userId), eq(carts.cartStatusId, 0)));
    expect(cart).toMatchObject({ shippingAddressId: null, timeslotId: null });
  });

  it("counts other carts' live checkout holds: full for everyone else (list and select), still open to the holder", async () => {
    await stockFixtureProducts(test.db);
    const slot = await roomySlot(test.db, 2, 1);
    const holder = await test.shopper();
    const holderClient = checkoutClient(test.app, holder.session);
    expect((await select(holder.session, slot.slotDate, slot.timeslotId)).statusCode).toBe(200);
    expect((await holderClient.add(SEED_FIXTURES.products.penne.productId)).statusCode).toBe(200);
    expect((await holderClient.prepare()).statusCode).toBe(200);

    const other = await test.shopper();
    await get('cart/view', other.session);
    const seenBy = async (session: string) =>
      (await days(session)).flatMap((day) => day.timeslots).find((entry) => entry.timeslotId === slot.timeslotId);
    // One order and the holder's place: the last place is taken for the other shopper.
    expect(await seenBy(other.session)).toMatchObject({ status: 'full', active: 1 });
    const refused = await select(other.session, slot.slotDate, slot.timeslotId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().response.errorsMessage[0].code).toBe('errors.timeslotFull');
    // The holder sees their slot open and chosen, and may choose it again (the hold stays).
    expect(await seenBy(holder.session)).toMatchObject({ status: 'intermediate', active: 1, selected: true });
    expect((await select(holder.session, slot.slotDate, slot.timeslotId)).statusCode).toBe(200);
    expect((await holderClient.buy(2)).statusCode).toBe(200);
    // The hold became the order: still full for the other shopper, now by its two orders.
    expect(await seenBy(other.session)).toMatchObject({ status: 'full' });

    // An expired or released hold counts no more.
    await setSlot(slot.timeslotId, { booked: 1 });
    const secondShopper = await test.shopper();
    const second = checkoutClient(test.app, secondShopper.session);
    await second.get('cart/view');
    await putSlotOnOpenCarts(test.db, [secondShopper.userId], slot.timeslotId);
    expect((await second.add(SEED_FIXTURES.products.penne.productId)).statusCode).toBe(200);
    expect((await second.prepare()).statusCode).toBe(200);
    expect(await seenBy(other.session)).toMatchObject({ status: 'full' });
    await test.db
      .update(slotReservations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(slotReservations.timeslotId, slot.timeslotId), eq(slotReservations.kind, 'hold')));
    expect(await seenBy(other.session)).toMatchObject({ status: 'intermediate' });
    expect((await select(other.session, slot.slotDate, slot.timeslotId)).statusCode).toBe(200);
    await setSlot(slot.timeslotId, { booked: 0, capacity: 12 });
  });

  it('keeps a rolling week of slots: a second run adds nothing, past slots stay as they are', async () => {
    await ensureTestStore(test.db);
    const yesterday = addDaysIso(shopDateIso(), -1);
    await test.db.insert(timeslots).values({
      storeId: TEST_STORE_ID,
      deliveryServiceId: 1,
      slotDate: yesterday,
      beginTime: '07:00',
      endTime: '08:00',
      capacity: 3,
      booked: 2,
      cutoffAt: new Date(Date.now() - 86_400_000),
    });
    const added = await seedRollingTimeslots(test.db);
    expect(added).toBeGreaterThan(0);
    expect(await seedRollingTimeslots(test.db)).toBe(0);
    const rows = await test.db.select().from(timeslots).where(eq(timeslots.storeId, TEST_STORE_ID));
    const dates = [...new Set(rows.map((row) => row.slotDate))].sort();
    // A shop with no recorded hours is open Monday to Saturday.
    const week = Array.from({ length: 7 }, (_, offset) => addDaysIso(shopDateIso(), offset));
    expect(dates).toEqual([yesterday, ...week.filter((date) => isoWeekday(date) !== 7)]);
    expect(rows.find((row) => row.slotDate === yesterday)).toMatchObject({ beginTime: '07:00', booked: 2, capacity: 3 });
    // A day later the week moves on by one day, and only that day is added.
    const tomorrow = new Date(Date.now() + 86_400_000);
    const nextDay = await seedRollingTimeslots(test.db, tomorrow);
    expect(nextDay).toBeGreaterThan(0);
    const later = await test.db
      .select({ slotDate: timeslots.slotDate })
      .from(timeslots)
      .where(sql`${timeslots.slotDate} > ${addDaysIso(shopDateIso(), 6)}`);
    expect([...new Set(later.map((row) => row.slotDate))]).toEqual([addDaysIso(shopDateIso(), 7)]);
    expect(await seedRollingTimeslots(test.db, tomorrow)).toBe(0);
  });

  it('runs the daily job at 00:05 Italian time', () => {
    expect(msUntilNextRun(new Date('2026-07-15T10:00:00Z'))).toBe((12 * 60 + 5) * 60_000);
    expect(msUntilNextRun(new Date('2026-01-15T23:00:00Z'))).toBe(5 * 60_000);
  });
});
