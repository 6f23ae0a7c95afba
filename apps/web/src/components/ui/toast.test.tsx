import { SNACKBAR_DEFAULT_TIMEOUT_MS, TOAST_DURATION_MS } from '@spesa/domain';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render-with-providers';
import { showToast, toastDuration } from './toast';

describe('toasts (both files, section 9)', () => {
  afterEach(() => vi.useRealTimers());

  it('a confirmation lasts the 3 s of a toast; an error or a warning the snackbar default of 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3000);
    expect(SNACKBAR_DEFAULT_TIMEOUT_MS).toBe(5000);
    expect(toastDuration('success')).toBe(3000);
    expect(toastDuration('info')).toBe(3000);
    expect(toastDuration()).toBe(3000);
    expect(toastDuration('error')).toBe(5000);
    expect(toastDuration('warning')).toBe(5000);
  });

  it('on screen: after 4 s the confirmation is gone and the error still shows; by 5 s the error goes too', async () => {
    renderWithProviders(<p>pagina</p>);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await act(async () => {
      await showToast('Salvato.', { variant: 'success' });
      await showToast('Non è stato possibile salvare.', { variant: 'error' });
    });
    expect(screen.getByText('Salvato.')).toBeVisible();
    expect(screen.getByText('Non è stato possibile salvare.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    await vi.waitFor(() => expect(screen.queryByText('Salvato.')).toBeNull());
    expect(screen.getByText('Non è stato possibile salvare.')).toBeVisible();
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await vi.waitFor(() => expect(screen.queryByText('Non è stato possibile salvare.')).toBeNull());
  });
});
