import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { setSignedInCookie } from '../../../testing/session-cookie';
import { failureResponse, makeUser, successResponse } from '../testing/account-fixtures';
import { AccountButton } from './account-button';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

describe('the account menu with the keyboard', { timeout: 15_000 }, () => {
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/ebsn/api/auth/test')
        ? successResponse({ valid: true, operation: null, user: makeUser({ ssoUser: true }) })
        : failureResponse(404, []),
    );
    vi.stubGlobal('fetch', fetchMock);
    setSignedInCookie();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('opens on Enter on its first entry, is named by the greeting, and the arrows go round the entries only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<AccountButton wide />, { path: '/' });
    const button = await screen.findByRole('button', { name: 'Il tuo account, Giulia' });
    button.focus();
    await user.keyboard('{Enter}');

    const menu = await screen.findByRole('menu', { name: 'Ciao, Giulia' });
    const entries = screen.getAllByRole('menuitem').map((entry) => entry.textContent);
    expect(entries).toContain('Il mio profilo');
    expect(entries).toContain('Esci');
    // The greeting is read as the menu's name, never focused.
    expect(document.activeElement?.textContent).toBe(entries[0]);

    const visited = [document.activeElement?.textContent];
    for (let step = 1; step <= entries.length; step++) {
      await user.keyboard('{ArrowDown}');
      expect(document.activeElement?.getAttribute('role')).toBe('menuitem');
      visited.push(document.activeElement?.textContent);
    }
    // Down through every entry in order, then round to the first again.
    expect(visited).toEqual([...entries, entries[0]]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe(entries.at(-1));

    await user.keyboard('{Escape}');
    expect(menu).not.toBeInTheDocument();
    expect(document.activeElement).toBe(button);
  });
});
