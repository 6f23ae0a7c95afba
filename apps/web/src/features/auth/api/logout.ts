import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { knownUser, switchAccount } from '../../../lib/api/account-queries';
import { apiRequest } from '../../../lib/api/client';
import { sessionCookie } from '../../../lib/api/session-cookie';
import { companySignOutUrl, getSamlStatusQueryOptions } from './get-saml-status';

/**
 * POST /ebsn/api/auth/logout: the server ends the session and clears its cookie; the page takes the
 * shopper for a visitor whatever the answer (the shopper asked to leave). Resolves with the server's message, rejects when the call failed.
 */
export async function logout(): Promise<string | undefined> {
  try {
    const envelope = await apiRequest<Record<string, never>>('POST', '/ebsn/api/auth/logout');
    return envelope.response.infosMessage[0]?.description;
  } finally {
    sessionCookie.forget();
  }
}

/**
 * A session the brand's identity provider opened (with SAML, only those are ssoUser) is ended through
 * do-logout, a full-page navigation: the IdP's session ends too (single logout). Answers whether it left.
 */
async function leftThroughCompanySignOn(queryClient: QueryClient): Promise<boolean> {
  if (!knownUser(queryClient)?.ssoUser) return false;
  const status = await queryClient.fetchQuery(getSamlStatusQueryOptions()).catch(() => ({ enabled: false }));
  if (!status.enabled) return false;
  sessionCookie.forget();
  window.location.assign(companySignOutUrl());
  return true;
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => ((await leftThroughCompanySignOn(queryClient)) ? undefined : logout()),
    onSettled: () => switchAccount(queryClient, null),
  });
}
