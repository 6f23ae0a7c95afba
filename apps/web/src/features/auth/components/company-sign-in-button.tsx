import Business from '@mui/icons-material/Business';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { companySignInUrl, useSamlEnabled } from '../api/get-saml-status';

/**
 * "Accedi con l'account aziendale" (SAML single sign-on, decision 0039), only when the brand has an
 * identity provider: above the staff login form, where it is the way in; below a shopper's login
 * options as a quiet link, since few shoppers work for the chain. A full-page navigation: the browser goes to the IdP and
 * comes back to the back office (the staff login) or to the page the shopper was on.
 */
export function CompanySignInButton({ staff = false }: { staff?: boolean }) {
  const { t } = useTranslation();
  const location = useLocation();
  const enabled = useSamlEnabled();
  if (!enabled) return null;
  const onLoginPage = location.pathname === paths.login.to();
  const returnPath = staff ? paths.admin.to() : onLoginPage ? paths.home.to() : `${location.pathname}${location.search}`;
  const href = companySignInUrl(returnPath);
  if (!staff)
    return (
      <Button variant="text" size="small" startIcon={<Business />} href={href} sx={{ alignSelf: 'center' }}>
        {t('auth.companySignOn.button')}
      </Button>
    );
  return (
    <Stack spacing={2}>
      <Button variant="outlined" size="large" startIcon={<Business />} href={href} fullWidth>
        {t('auth.companySignOn.button')}
      </Button>
      <Divider>{t('auth.companySignOn.divider')}</Divider>
    </Stack>
  );
}
