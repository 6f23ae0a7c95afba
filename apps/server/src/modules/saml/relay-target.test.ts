import { describe, expect, it } from 'vitest';
import { safeRelayTarget } from './relay-target';

describe('safeRelayTarget: no open redirect after the company sign-in', () => {
  const shop = 'https://spesa.example.it';
  it.each([
    ['https://spesa.example.it/admin', 'https://spesa.example.it/admin'],
    ['/admin/ordini?stato=1', 'https://spesa.example.it/admin/ordini?stato=1'],
    ['https://evil.example.com/admin', 'https://spesa.example.it/'],
    ['//evil.example.com/admin', 'https://spesa.example.it/'],
    ['https://spesa.example.it.evil.com/', 'https://spesa.example.it/'],
    ['http://spesa.example.it/admin', 'https://spesa.example.it/'],
    ['javascript:alert(1)', 'https://spesa.example.it/'],
    ['', 'https://spesa.example.it/'],
    [undefined, 'https://spesa.example.it/'],
  ])('%s → %s', (relay, expected) => {
    expect(safeRelayTarget(relay, shop)).toBe(expected);
  });

  it('keeps a shop served under a path inside that path', () => {
    expect(safeRelayTarget('https://example.it/altro', 'https://example.it/spesa')).toBe('https://example.it/spesa/');
    expect(safeRelayTarget('/spesa/admin', 'https://example.it/spesa')).toBe('https://example.it/spesa/admin');
  });
});
