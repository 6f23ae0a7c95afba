import { and, eq, gt, lt } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { socialLoginFlows, socialSignups } from '../../db/schema/social-login';

type Queryable = Db | Tx;

export type FlowRow = typeof socialLoginFlows.$inferSelect;
export type NewFlowRow = typeof socialLoginFlows.$inferInsert;
export type SignupRow = typeof socialSignups.$inferSelect;
export type NewSignupRow = typeof socialSignups.$inferInsert;

/** A new sign-in replaces the browser's earlier one (a second click, a restarted flow); expired rows of anyone go. */
export async function saveFlow(tx: Queryable, flow: NewFlowRow): Promise<void> {
  await tx.delete(socialLoginFlows).where(lt(socialLoginFlows.expiresAt, new Date()));
  await tx
    .insert(socialLoginFlows)
    .values(flow)
    .onConflictDoUpdate({ target: socialLoginFlows.browserKeyHash, set: { ...flow } });
}

/** Takes the browser's live sign-in: deleted as it is read, so a callback replayed finds nothing. */
export async function takeFlow(db: Queryable, browserKeyHash: string): Promise<FlowRow | undefined> {
  const [row] = await db.delete(socialLoginFlows).where(eq(socialLoginFlows.browserKeyHash, browserKeyHash)).returning();
  return row && row.expiresAt.getTime() > Date.now() ? row : undefined;
}

export async function saveSignup(tx: Queryable, signup: NewSignupRow): Promise<void> {
  await tx.delete(socialSignups).where(lt(socialSignups.expiresAt, new Date()));
  await tx.insert(socialSignups).values(signup);
}

export async function findSignup(db: Queryable, tokenHash: string): Promise<SignupRow | undefined> {
  const [row] = await db
    .select()
    .from(socialSignups)
    .where(and(eq(socialSignups.tokenHash, tokenHash), gt(socialSignups.expiresAt, new Date())))
    .limit(1);
  return row;
}

/** Spends the sign-up inside the transaction that creates or links the account; false when another request spent it first. */
export async function spendSignup(tx: Queryable, signupId: number): Promise<boolean> {
  const removed = await tx
    .delete(socialSignups)
    .where(eq(socialSignups.signupId, signupId))
    .returning({ id: socialSignups.signupId });
  return removed.length > 0;
}
