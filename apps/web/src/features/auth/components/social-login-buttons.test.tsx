import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-with-providers';
import { socialProvidersQueryOptions } from '../api/get-social-providers';
import { SocialLoginButtons } from './social-login-buttons';

function renderWith(providers: ('google' | 'facebook')[], path = '/carrello?x=1') {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(socialProvidersQueryOptions().queryKey, { providers });
  return renderWithProviders(<SocialLoginButtons />, { path, queryClient });
}

describe('Google and Facebook buttons', () => {
  it('shows one button per provider the brand configured, starting the sign-in back to the current page', async () => {
    renderWith(['google', 'facebook']);
    const google = await screen.findByRole('link', { name: 'Continua con Google' });
    expect(google).toHaveAttribute('href', '/ebsn/api/social-login/google/start?redirect=%2Fcarrello%3Fx%3D1');
    expect(screen.getByRole('link', { name: 'Continua con Facebook' })).toBeVisible();
  });

  it('shows nothing for a brand without providers, and only Google when only Google is configured', async () => {
    const { unmount } = renderWith([]);
    expect(screen.queryByRole('link', { name: /Continua con/ })).toBeNull();
    unmount();
    renderWith(['google']);
    expect(await screen.findByRole('link', { name: 'Continua con Google' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Continua con Facebook' })).toBeNull();
  });

  it('tells why a sign-in came back refused, and does not send the browser back to the refusal', async () => {
    renderWith(['google'], '/login?redirect=%2Fcheckout&socialError=denied&provider=google');
    expect(await screen.findByText('Accesso con Google annullato: non abbiamo ricevuto il tuo consenso.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continua con Google' })).toHaveAttribute(
      'href',
      '/ebsn/api/social-login/google/start?redirect=%2Flogin%3Fredirect%3D%252Fcheckout',
    );
  });
});
