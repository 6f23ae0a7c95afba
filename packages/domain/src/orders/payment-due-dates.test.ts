import { describe, expect, it } from 'vitest';
import { paymentDueDateStatus } from './payment-due-dates';

describe('payment due date status (second file, section 4)', () => {
  const today = '2026-03-10';
  it('is paid once paid, whatever the date', () => {
    expect(paymentDueDateStatus('2026-01-01', true, today)).toBe('paid');
    expect(paymentDueDateStatus('2026-12-01', true, today)).toBe('paid');
  });
  it('is expired after its day, expiring within 7 days (today included), pending before', () => {
    expect(paymentDueDateStatus('2026-03-09', false, today)).toBe('expired');
    expect(paymentDueDateStatus('2026-03-10', false, today)).toBe('expiring');
    expect(paymentDueDateStatus('2026-03-16', false, today)).toBe('expiring');
    expect(paymentDueDateStatus('2026-03-17', false, today)).toBe('pending');
  });
});
