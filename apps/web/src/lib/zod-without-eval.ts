/**
 * Zod compiles object schemas with `new Function` when the page allows it, and finds out by trying:
 * under the shop's Content-Security-Policy (no 'unsafe-eval', docs/decisions/0016) the try is a
 * reported violation, on every page that loads a schema. Jitless, zod neither tries nor compiles
 * (its plain parser is fast enough for forms). Imported first by main.tsx, since schemas read the
 * setting when they are built.
 *
 * Set through the global zod keeps its settings in (zod/v4/core/core.js, which adopts an existing
 * one), not through `z.config`: importing zod here would move its core into the entry, 3.8 KB gzip
 * more on every first load. zod-without-eval.test.ts checks that zod still reads it.
 */
const settings = globalThis as { __zod_globalConfig?: Record<string, unknown> };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
