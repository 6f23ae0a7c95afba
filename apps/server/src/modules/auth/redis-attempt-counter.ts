import type { Redis } from 'ioredis';
import type { AttemptCounter, DelayPolicy } from './attempt-throttle';

/**
 * One key's attempts in one atomic step, so that instances counting the same key at the same moment
 * never both slip through: the hash {count, last} of KEYS[1], forgotten `windowMs` after its last
 * attempt (the memory counter's rule, and a PEXPIRE so Redis drops it by itself). The delay is
 * `delayAfter` of attempt-throttle.ts, written again in Lua. ARGV: mode (wait | attempts | count |
 * take), now, windowMs, freeAttempts, firstDelayMs, maxDelayMs. Answers the wait (wait, take) or the
 * count (attempts); count and take write only when they answer 0.
 */
const ATTEMPT_SCRIPT = `
local mode = ARGV[1]
local now = tonumber(ARGV[2])
local window = tonumber(ARGV[3])
local free = tonumber(ARGV[4])
local first = tonumber(ARGV[5])
local most = tonumber(ARGV[6])
local count = tonumber(redis.call('HGET', KEYS[1], 'count') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
if count > 0 and now - last > window then count = 0 end
if mode == 'attempts' then return count end
local wait = 0
if count > 0 and count >= free then
  local delay = math.min(first * 2 ^ math.min(count - free, 30), most)
  wait = math.max(0, last + delay - now)
end
if mode == 'wait' or (mode == 'take' and wait > 0) then return wait end
redis.call('HSET', KEYS[1], 'count', count + 1, 'last', now)
redis.call('PEXPIRE', KEYS[1], window)
return 0
`;

type Mode = 'wait' | 'attempts' | 'count' | 'take';
type WithAttemptScript = Redis & {
  spesaAttempt(key: string, mode: Mode, now: number, ...policy: number[]): Promise<number>;
};

function withAttemptScript(redis: Redis): WithAttemptScript {
  const scripted = redis as WithAttemptScript;
  // ioredis sends EVALSHA, and the script itself only when Redis does not know it yet.
  if (typeof scripted.spesaAttempt !== 'function') redis.defineCommand('spesaAttempt', { numberOfKeys: 1, lua: ATTEMPT_SCRIPT });
  return scripted;
}

/**
 * The Redis `AttemptCounter` (attempt-throttle.ts's opening comment): every instance counts in the same
 * hash, `{prefix}{name}:{key}`, so failed logins spread over the instances add up as in one process.
 */
export function createRedisAttemptCounter(redis: Redis, keyPrefix: string, policy: DelayPolicy): AttemptCounter {
  const scripted = withAttemptScript(redis);
  const { windowMs, freeAttempts, firstDelayMs, maxDelayMs } = policy;
  const run = (mode: Mode, key: string, now: number) =>
    scripted.spesaAttempt(`${keyPrefix}${key}`, mode, now, windowMs, freeAttempts, firstDelayMs, maxDelayMs);
  return {
    waitFor: (key, now = Date.now()) => run('wait', key, now),
    count: async (key, now = Date.now()) => {
      await run('count', key, now);
    },
    take: (key, now = Date.now()) => run('take', key, now),
    attempts: (key, now = Date.now()) => run('attempts', key, now),
    clear: async (key) => {
      await redis.del(`${keyPrefix}${key}`);
    },
  };
}
