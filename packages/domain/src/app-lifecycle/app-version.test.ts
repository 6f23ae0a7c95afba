import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareVersions, isDottedNumericVersion, isNewerVersion, updateUrlFor } from './app-version';

describe('the version comparison (dotted numerics only)', () => {
  it.each([
    ['1.0.1', '1.0.0'],
    ['1.10.0', '1.9.9'],
    ['2', '1.99.99'],
    ['1.1.26', '1.1.25'],
    ['0.1.0.20261128060000', '0.1.0.20261128055959'],
    ['1.0.0.1', '1.0'],
    ['123456789012345678901234567890.1', '123456789012345678901234567889.9'],
  ])('%s is newer than %s', (remote, running) => {
    expect(isNewerVersion(remote, running)).toBe(true);
    expect(isNewerVersion(running, remote)).toBe(false);
  });

  it.each([
    ['1.2', '1.2.0'],
    ['01.002', '1.2'],
    ['0.1.0', '0.1.0'],
  ])('%s is the same version as %s: no update', (remote, running) => {
    expect(compareVersions(remote, running)).toBe(0);
    expect(isNewerVersion(remote, running)).toBe(false);
  });

  it.each([
    ['1.2.0-beta', '1.0.0'],
    ['v2.0.0', '1.0.0'],
    ['2.0.', '1.0.0'],
    ['.2', '1.0.0'],
    ['2..0', '1.0.0'],
    ['', '1.0.0'],
    [' 2.0.0', '1.0.0'],
    ['2,0', '1.0'],
    ['abc', '1.0.0'],
    ['9.9.9', 'dev'],
    ['9.9.9', ''],
  ])('ignores anything else: %j against %j never asks for an update', (remote, running) => {
    expect(compareVersions(remote, running)).toBeNull();
    expect(isNewerVersion(remote, running)).toBe(false);
  });

  it.each([null, undefined, 2, {}, ['2']])('ignores a version that is not even text (%j)', (remote) => {
    expect(isDottedNumericVersion(remote)).toBe(false);
    expect(isNewerVersion(remote, '1.0.0')).toBe(false);
  });

  it('is a total order: antisymmetric, and a version is never newer than itself', () => {
    const version = fc.array(fc.nat({ max: 30 }), { minLength: 1, maxLength: 4 }).map((parts) => parts.join('.'));
    fc.assert(
      fc.property(version, version, (a, b) => {
        expect(Math.sign(compareVersions(a, b) ?? Number.NaN)).toBe(-Math.sign(compareVersions(b, a) ?? Number.NaN) || 0);
        expect(isNewerVersion(a, a)).toBe(false);
      }),
    );
  });
});

describe('the update url of a platform', () => {
  it('replaces the {platform} placeholder with the platform name', () => {
    expect(updateUrlFor('https://spesa.example.it/app/{platform}', 'android')).toBe('https://spesa.example.it/app/android');
    expect(updateUrlFor('/app/{platform}?from={platform}', 'web')).toBe('/app/web?from=web');
  });

  it('leaves a url without the placeholder as it is', () => {
    expect(updateUrlFor('https://spesa.example.it/', 'ios')).toBe('https://spesa.example.it/');
  });
});
