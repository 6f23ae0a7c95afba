import { randomBytes } from 'node:crypto';

/** The Redis the tests may use (.ci/run starts one and exports TEST_REDIS_URL), or undefined. */
export const testRedisUrl: string | undefined = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

/** Why a Redis test is skipped, in its title: a skipped test must say why. */
export const noRedisReason = testRedisUrl ? '' : ' (skipped: neither TEST_REDIS_URL nor REDIS_URL is set)';

/** A key prefix of this test run's own, so tests never meet another run's (or the shop's) keys. */
export const testRedisPrefix = (name: string) => `spesa-test:${name}:${randomBytes(4).toString('hex')}:`;
