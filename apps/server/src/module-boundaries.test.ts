import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The module boundaries of decision 0046, checked by the test suite as `npm run lint` checks them, so
 * CI (`npm test`, which runs no lint) refuses an import that points up a layer, a cycle between
 * modules or a module no layer names. The violations recorded in the baseline file are the ones
 * decision 0046 lists as still to invert; a new one fails.
 */
describe('module boundaries', () => {
  it('every import of the server points down the layers of .dependency-cruiser.cjs', async () => {
    const options = await extractDepcruiseOptions(path.join(root, '.dependency-cruiser.cjs'));
    const knownViolations = JSON.parse(
      readFileSync(path.join(root, '.dependency-cruiser-known-violations.json'), 'utf8'),
    ) as IViolation[];
    const { output } = await cruise(
      ['apps/server/src', 'packages/domain/src', 'apps/web/src'],
      { ...options, baseDir: root, knownViolations },
      undefined,
      { tsConfig: extractTSConfig(path.join(root, 'tsconfig.base.json')) },
    );
    const { summary } = output as ICruiseResult;
    const violations = summary.violations
      .filter((violation) => violation.rule.severity !== 'ignore')
      .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`);

    expect(summary.totalCruised).toBeGreaterThan(500);
    expect(violations, 'imports that break the module boundaries (see docs/decisions/0046)').toEqual([]);
  }, 120_000);
});
