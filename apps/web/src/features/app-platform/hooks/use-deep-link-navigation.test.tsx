import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setPlatform } from '../current-platform';
import type { AppPlatform } from '../platform';
import { createWebPlatform } from '../web-platform';
import { useDeepLinkNavigation } from './use-deep-link-navigation';

function Shell() {
  useDeepLinkNavigation();
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

describe('the shell follows deep links', () => {
  afterEach(() => setPlatform(null));

  it('navigates to the path the platform hands over, and stops listening when it goes', () => {
    const listeners = new Set<(path: string) => void>();
    const platform: AppPlatform = {
      ...createWebPlatform(),
      onDeepLink: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    };
    setPlatform(platform);
    const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: ['/'] });
    const { unmount } = render(<RouterProvider router={router} />);
    expect(screen.getByText('/')).toBeInTheDocument();

    act(() => {
      for (const listener of listeners) listener('/profile/orders/42?tab=detail');
    });
    expect(screen.getByText('/profile/orders/42?tab=detail')).toBeInTheDocument();

    unmount();
    expect(listeners.size).toBe(0);
  });
});
