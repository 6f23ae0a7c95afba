import {
  type StaffAction,
  type StaffAuditEntry,
  type StaffAuditValues,
  staffActionLabels,
  staffChangeSummary,
} from '@spesa/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { staffAuditEntries, users } from '../../db/schema/index';

type Queryable = Db | Tx;

/** A staff change to record: what, on which order, line, slot or code, and the values before and after. */
export type StaffChange = {
  action: StaffAction;
  orderId?: number;
  orderLineId?: number;
  timeslotId?: number;
  giftCertificateId?: number;
  before: StaffAuditValues;
  after: StaffAuditValues;
};

/**
 * Records a staff change in the audit trail, on the transaction of the change itself: the entry is
 * written exactly when the change is. The staff member's name is copied as it is now.
 */
export async function recordStaffChange(tx: Tx, staffUserId: number, change: StaffChange): Promise<void> {
  await tx.insert(staffAuditEntries).values({
    staffUserId,
    staffName: sql`coalesce((SELECT trim(${users.firstName} || ' ' || ${users.lastName}) FROM ${users} WHERE ${users.userId} = ${staffUserId}), '')`,
    action: change.action,
    orderId: change.orderId ?? null,
    orderLineId: change.orderLineId ?? null,
    timeslotId: change.timeslotId ?? null,
    giftCertificateId: change.giftCertificateId ?? null,
    before: change.before,
    after: change.after,
  });
}

type AuditRow = typeof staffAuditEntries.$inferSelect;

function toStaffAuditEntry(row: AuditRow): StaffAuditEntry {
  return {
    staffAuditEntryId: row.staffAuditEntryId,
    action: row.action,
    label: staffActionLabels[row.action as StaffAction] ?? row.action,
    staffUserId: row.staffUserId,
    staffName: row.staffName,
    at: row.createdAt.toISOString(),
    orderId: row.orderId,
    orderLineId: row.orderLineId,
    timeslotId: row.timeslotId,
    giftCertificateId: row.giftCertificateId,
    before: row.before ?? null,
    after: row.after ?? null,
    summary: staffChangeSummary(row.action, row.before ?? null, row.after ?? null),
  };
}

/** The staff's changes to an order, oldest first: its history in the back office. */
export async function selectOrderAuditTrail(db: Queryable, orderId: number): Promise<StaffAuditEntry[]> {
  const rows = await db
    .select()
    .from(staffAuditEntries)
    .where(eq(staffAuditEntries.orderId, orderId))
    .orderBy(staffAuditEntries.createdAt, staffAuditEntries.staffAuditEntryId);
  return rows.map(toStaffAuditEntry);
}

/** The latest staff changes (newest first, 200 at most), of an order, a slot or a code when asked. */
export async function selectStaffChanges(
  db: Queryable,
  filter: { orderId?: number; timeslotId?: number; giftCertificateId?: number },
): Promise<StaffAuditEntry[]> {
  const conditions: (SQL | undefined)[] = [
    filter.orderId === undefined ? undefined : eq(staffAuditEntries.orderId, filter.orderId),
    filter.timeslotId === undefined ? undefined : eq(staffAuditEntries.timeslotId, filter.timeslotId),
    filter.giftCertificateId === undefined ? undefined : eq(staffAuditEntries.giftCertificateId, filter.giftCertificateId),
  ];
  const rows = await db
    .select()
    .from(staffAuditEntries)
    .where(and(...conditions))
    .orderBy(desc(staffAuditEntries.createdAt), desc(staffAuditEntries.staffAuditEntryId))
    .limit(200);
  return rows.map(toStaffAuditEntry);
}
