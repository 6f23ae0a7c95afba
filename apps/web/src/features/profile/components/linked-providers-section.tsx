import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { socialProviderNames, socialProviders } from '@spesa/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ResponseMessage } from '../../../components/ui/response-message';
import { showToast } from '../../../components/ui/toast';
import { useSocialProviders } from '../../auth/api/get-social-providers';
import { useLinkedIdentities, useLinkProvider, useUnlinkIdentity } from '../api/linked-identities';

const dateFormat = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Rome' });

/**
 * 'Accessi collegati' on the profile: the providers that open this account (Google, Facebook, the
 * company account), each unlinked with a click unless it is the last way in (the server refuses, and
 * says why), and the brand's providers not yet linked, to link.
 */
export function LinkedProvidersSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const linked = useLinkedIdentities();
  const configured = useSocialProviders();
  const unlink = useUnlinkIdentity();
  const link = useLinkProvider();
  const identities = linked.data?.identities ?? [];
  const linkable = (configured.data?.providers ?? []).filter(
    (provider) => !identities.some((identity) => identity.provider === provider),
  );
  const nameOf = (provider: string) =>
    (socialProviders as readonly string[]).includes(provider)
      ? socialProviderNames[provider as keyof typeof socialProviderNames]
      : t('socialLogin.profile.companyAccount');

  return (
    <Stack spacing={2} component="section" aria-labelledby={titleId}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: 18 }}>
        {t('socialLogin.profile.title')}
      </Typography>
      <Typography color="text.secondary">{t('socialLogin.profile.intro')}</Typography>
      {searchParams.get('socialLinked') && <ResponseMessage kind="info">{t('socialLogin.profile.linked')}</ResponseMessage>}
      {searchParams.get('socialError') && <ResponseMessage kind="error">{t('socialLogin.profile.linkFailed')}</ResponseMessage>}
      {unlink.isError && <ResponseMessage kind="error">{unlink.error.message}</ResponseMessage>}
      {link.isError && <ResponseMessage kind="error">{link.error.message}</ResponseMessage>}
      {linked.data && identities.length === 0 && <Typography>{t('socialLogin.profile.none')}</Typography>}
      {identities.length > 0 && (
        <List disablePadding sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
          {identities.map((identity, index) => (
            <ListItem
              key={identity.identityId}
              divider={index < identities.length - 1}
              secondaryAction={
                <Button
                  size="small"
                  onClick={() =>
                    unlink.mutate(identity.identityId, {
                      onSuccess: (message) => void showToast(message ?? '', { variant: 'success' }),
                    })
                  }
                  loading={unlink.isPending && unlink.variables === identity.identityId}
                  aria-label={t('socialLogin.profile.unlinkLabel', { provider: nameOf(identity.provider) })}
                >
                  {t('socialLogin.profile.unlink')}
                </Button>
              }
            >
              <ListItemText
                primary={nameOf(identity.provider)}
                secondary={[
                  identity.email,
                  t('socialLogin.profile.linkedOn', { date: dateFormat.format(new Date(identity.createdAt)) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                slotProps={{ secondary: { sx: { overflowWrap: 'anywhere', pr: 8 } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {linked.data && !linked.data.hasPassword && identities.length === 1 && (
        <Typography variant="body2" color="text.secondary">
          {t('socialLogin.profile.noPassword')}
        </Typography>
      )}
      {linkable.length > 0 && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {linkable.map((provider) => (
            <Button
              key={provider}
              variant="outlined"
              onClick={() => link.mutate({ provider, redirect: location.pathname })}
              loading={link.isPending && link.variables?.provider === provider}
            >
              {t('socialLogin.profile.connect', { provider: socialProviderNames[provider] })}
            </Button>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
