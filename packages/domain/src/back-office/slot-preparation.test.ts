import { describe, expect, it } from 'vitest';
import { ORDER_STATUS as S } from '../order-status/order-statuses';
import { groupPickingLines, isDestructiveStatus, OTHER_DEPARTMENT, slotPreparationPlan } from './slot-preparation';

describe('slotPreparationPlan', () => {
  it('moves only the orders the transition table lets go to "in preparazione"; the rest stay', () => {
    const orders = [
      { orderId: 1, orderStatusId: S.ordered },
      { orderId: 2, orderStatusId: S.waitingPayment },
      { orderId: 3, orderStatusId: S.takenInCharge },
      { orderId: 4, orderStatusId: S.cancelled },
      { orderId: 5, orderStatusId: S.ordered },
      { orderId: 6, orderStatusId: S.almostReady },
    ];
    const plan = slotPreparationPlan(orders);
    expect(plan.toMove.map((order) => order.orderId)).toEqual([1, 5]);
    expect(plan.skipped.map((order) => order.orderId)).toEqual([2, 3, 4, 6]);
  });
});

describe('isDestructiveStatus', () => {
  it.each([
    [S.cancelled, true],
    [S.invalidated, true],
    [S.notCollected, true],
    [S.failed, true],
    [S.delivered, false],
    [S.partiallyDelivered, false],
    [S.takenInCharge, false],
  ])('status %i: %s', (status, destructive) => expect(isDestructiveStatus(status)).toBe(destructive));
});

describe('groupPickingLines', () => {
  const line = (name: string, orderId: number, departmentName: string | null) => ({
    departmentId: departmentName ? departmentName.length : null,
    departmentName,
    productId: 1,
    name,
    orderId,
    quantityThousandths: 1000,
    targetWeightThousandths: null,
    variableWeight: false,
    notes: '',
    options: '',
  });

  it('groups by department (by name, lines without one last) and puts one product of several orders together', () => {
    const departments = groupPickingLines([
      line('Mele Golden', 12, 'Frutta e verdura'),
      line('Penne rigate', 11, 'Dispensa'),
      line('Banane', 12, 'Frutta e verdura'),
      line('Prodotto ritirato', 11, null),
      line('Mele Golden', 10, 'Frutta e verdura'),
    ]);
    expect(departments.map((department) => department.name)).toEqual(['Dispensa', 'Frutta e verdura', OTHER_DEPARTMENT]);
    expect(departments[1]?.lines.map((entry) => `${entry.name} #${entry.orderId}`)).toEqual([
      'Banane #12',
      'Mele Golden #10',
      'Mele Golden #12',
    ]);
  });
});
