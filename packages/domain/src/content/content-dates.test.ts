import { describe, expect, it } from 'vitest';
import { isSlideShown, resolveContentDate, sliderDate, toAcfDate } from './content-dates';

describe('content dates', () => {
  // 23:30 in Rome on 27 November is already the 27th there, while UTC still says 22:30 of the 27th;
  // 00:30 in Rome on the 28th is 23:30 UTC of the 27th.
  const lateEvening = new Date('2026-11-27T22:30:00Z');
  const afterMidnightRome = new Date('2026-11-27T23:30:00Z');

  it('resolves today, today+N and today-N on the Italian calendar', () => {
    expect(resolveContentDate('today', lateEvening)).toBe('2026-11-27');
    expect(resolveContentDate('today', afterMidnightRome)).toBe('2026-11-28');
    expect(resolveContentDate('today+7', afterMidnightRome)).toBe('2026-12-05');
    expect(resolveContentDate('today-30', lateEvening)).toBe('2026-10-28');
    expect(resolveContentDate(' 2026-02-28 ', lateEvening)).toBe('2026-02-28');
  });

  it('refuses what is no date', () => {
    for (const wrong of ['2026-02-30', 'tomorrow', 'today+', 'today*2', '27/11/2026', '']) {
      expect(resolveContentDate(wrong, lateEvening), wrong).toBeNull();
    }
  });

  it('writes ACF dates as Ymd', () => {
    expect(toAcfDate('2026-11-27')).toBe('20261127');
  });

  it('the slider date is noon in Rome, in winter and in summer', () => {
    expect(sliderDate(afterMidnightRome).toISOString()).toBe('2026-11-28T11:00:00.000Z');
    expect(sliderDate(new Date('2026-07-01T05:00:00Z')).toISOString()).toBe('2026-07-01T10:00:00.000Z');
  });

  it('shows a slide from its first to its last day, both included, by the Italian day', () => {
    const slide = { date_from: '20261128', date_to: '20261130' };
    expect(isSlideShown(slide, lateEvening)).toBe(false);
    expect(isSlideShown(slide, afterMidnightRome)).toBe(true);
    expect(isSlideShown(slide, new Date('2026-11-30T22:59:00Z'))).toBe(true);
    expect(isSlideShown(slide, new Date('2026-11-30T23:00:00Z'))).toBe(false);
  });
});
