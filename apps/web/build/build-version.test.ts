// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildVersionOf } from './build-version';

describe('the build version', () => {
  const now = new Date('2026-11-28T05:30:12.345Z');

  it('is the package version followed by the build time, so that a later build is a newer version', () => {
    expect(buildVersionOf('0.1.0', undefined, now)).toBe('0.1.0.20261128053012');
    expect(buildVersionOf('0.1.0', '', now)).toBe('0.1.0.20261128053012');
  });

  it('is the pipeline’s BUILD_VERSION when given', () => {
    expect(buildVersionOf('0.1.0', '1.4.0.127', now)).toBe('1.4.0.127');
  });

  it('refuses a BUILD_VERSION the version check would ignore', () => {
    expect(() => buildVersionOf('0.1.0', '1.4.0-beta', now)).toThrow(/BUILD_VERSION="1.4.0-beta"/);
  });
});
