/**
 * The version check's rules (second spec file, section 4: "Comparison accepts only dotted numerics";
 * section 3: the version document's `lastVersion.url` holds a `{platform}` placeholder).
 */

const DOTTED_NUMERIC = /^\d+(\.\d+)*$/;

/** True for a version made of numbers joined by dots (`1`, `1.2`, `0.1.0.20261128`), nothing else. */
export function isDottedNumericVersion(value: unknown): value is string {
  return typeof value === 'string' && DOTTED_NUMERIC.test(value);
}

/** One part compared as a whole number of any length (no overflow): by digit count, then digit by digit. */
function comparePart(a: string, b: string): number {
  const left = a.replace(/^0+(?=\d)/, '');
  const right = b.replace(/^0+(?=\d)/, '');
  if (left.length !== right.length) return left.length < right.length ? -1 : 1;
  return left < right ? -1 : left > right ? 1 : 0;
}

/**
 * Orders two dotted numeric versions part by part, a missing part counting as 0 (`1.2` = `1.2.0`):
 * negative when `a` is older, positive when newer, 0 when the same; null when either is not dotted numeric.
 */
export function compareVersions(a: unknown, b: unknown): number | null {
  if (!isDottedNumericVersion(a) || !isDottedNumericVersion(b)) return null;
  const left = a.split('.');
  const right = b.split('.');
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const order = comparePart(left[index] ?? '0', right[index] ?? '0');
    if (order !== 0) return order;
  }
  return 0;
}

/** True only when `remote` is newer than `running`, both dotted numerics; anything else never asks for an update. */
export function isNewerVersion(remote: unknown, running: unknown): boolean {
  return (compareVersions(remote, running) ?? 0) > 0;
}

/** The version document's url for one platform: every `{platform}` replaced by its name (`web`, `android`, `ios`). */
export function updateUrlFor(url: string, platform: string): string {
  return url.replaceAll('{platform}', encodeURIComponent(platform));
}
