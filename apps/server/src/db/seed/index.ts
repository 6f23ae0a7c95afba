import type { SeedPreset } from '../../config/env';
import type { Db } from '../client';

/** Fills an empty database with the deterministic demo catalogue; does nothing when it is already seeded. */
export async function seedDatabase(_db: Db, _options: { preset: SeedPreset }): Promise<void> {}
