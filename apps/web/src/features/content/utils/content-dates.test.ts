import { describe, expect, it } from 'vitest';
import { formatAcfDate, isCurrentOrComing, todayAcfDate } from './content-dates';

describe('content dates', () => {
  it('show an ACF date the Italian way', () => {
    expect(formatAcfDate('20261127')).toBe('27/11/2026');
    expect(formatAcfDate('fino a esaurimento')).toBe('fino a esaurimento');
  });

  it("take today's date in Rome, not in UTC", () => {
    // 23:30 UTC on 27 November is already 28 November in Rome.
    expect(todayAcfDate(new Date('2026-11-27T23:30:00Z'))).toBe('20261128');
  });

  it('keep the flyers that have not ended', () => {
    expect(isCurrentOrComing({ date_to: '20261127' }, '20261127')).toBe(true);
    expect(isCurrentOrComing({ date_to: '20261126' }, '20261127')).toBe(false);
  });
});
