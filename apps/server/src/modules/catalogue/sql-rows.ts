import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Runs a raw query and returns its rows; both drivers (node-postgres, PGlite) answer `{ rows }`. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
