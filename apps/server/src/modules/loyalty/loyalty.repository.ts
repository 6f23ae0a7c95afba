import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { loyaltyCards } from '../../db/schema/index';

/** The points of a loyalty card; 0 without a card or for a card never used in the shops. */
export async function loyaltyPointsOf(tx: Db | Tx, cardNumber: string | null): Promise<number> {
  if (!cardNumber) return 0;
  const [row] = await tx
    .select({ points: loyaltyCards.points })
    .from(loyaltyCards)
    .where(eq(loyaltyCards.cardNumber, cardNumber));
  return row?.points ?? 0;
}
