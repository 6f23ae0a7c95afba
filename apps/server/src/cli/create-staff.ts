import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { ConfigError, loadConfig } from '../config/env';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createStaffAccount } from '../modules/back-office/staff-accounts';

/**
 * `npm run staff:create -- --email x@y.it [--first-name Anna --last-name Rossi]`: gives a back-office
 * (staff) account on the configured database (DATABASE_URL, else the embedded one in DATA_DIR).
 * A new account gets a random password, printed once here and stored only as its argon2id hash; an
 * existing account is promoted and keeps its password.
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  });
  const config = loadConfig(process.env, { serving: false });
  const database = await openDatabase(config.DATABASE_URL ? { url: config.DATABASE_URL } : { dataDir: config.dataDir });
  try {
    await runMigrations(database);
    const result = await createStaffAccount(database.db, values as { email: string });
    if (result.password) {
      console.log(`Staff account created: ${result.email}`);
      console.log(`Password (shown only now, store it safely): ${result.password}`);
    } else {
      console.log(
        `${result.email} ${result.outcome === 'promoted' ? 'is now' : 'was already'} a staff account; its password is unchanged.`,
      );
    }
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ZodError) {
    for (const issue of error.issues) console.error(`--${issue.path.join('.') || 'email'}: ${issue.message}`);
  } else if (error instanceof ConfigError || (error instanceof TypeError && 'code' in error)) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
