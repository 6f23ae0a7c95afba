import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container';
import type { ShellTenantSettings } from '../../../config/tenant-settings';
import { useVersion } from '../api/get-version';
import { BrandLogo } from './brand-logo';
import { TenantLink } from './tenant-link';

type Props = { tenant: ShellTenantSettings; onOpenCookiePreferences?: () => void };

/** The footer: the brand's link groups and contacts, copyright, legal line and the shop's version. */
export default function Footer({ tenant, onOpenCookiePreferences }: Props) {
  const { t } = useTranslation();
  const version = useVersion();
  const linkSx = { color: 'grey.300', display: 'inline-block', py: 0.5, '&:hover': { color: 'common.white' } };

  return (
    <Box component="footer" aria-label={t('shell.footer.label')} sx={{ bgcolor: 'grey.900', color: 'grey.300', mt: 6 }}>
      <PageContainer sx={{ py: { xs: 4, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `1.4fr repeat(${tenant.footerLinkGroups.length}, 1fr)` },
          }}
        >
          <Box sx={{ color: 'common.white' }}>
            <BrandLogo brandName={tenant.brandName} />
            <Typography component="h2" variant="subtitle2" sx={{ mt: 2, mb: 0.5, color: 'common.white', fontWeight: 700 }}>
              {t('shell.footer.contacts')}
            </Typography>
            <Typography variant="body2" sx={{ color: 'grey.300' }}>
              {t('shell.footer.phone', { phone: tenant.contacts.phone })}
              <br />
              {t('shell.footer.email', { email: tenant.contacts.email })}
              <br />
              {t('shell.footer.hours', { hours: tenant.contacts.phoneHours })}
              <br />
              {tenant.contacts.address}
            </Typography>
          </Box>
          {tenant.footerLinkGroups.map((group) => (
            <Box component="nav" key={group.title} aria-label={group.title}>
              <Typography component="h2" variant="subtitle2" sx={{ color: 'common.white', fontWeight: 700, mb: 1 }}>
                {group.title}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <TenantLink link={link} sx={{ ...linkSx, fontSize: 14 }} />
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Box
          sx={{
            mt: 4,
            pt: 3,
            borderTop: 1,
            borderColor: 'grey.800',
            display: 'flex',
            flexWrap: 'wrap',
            gap: { xs: 1, md: 3 },
            alignItems: 'center',
            fontSize: 13,
          }}
        >
          <span>{t('shell.footer.copyright', { year: new Date().getFullYear(), brandName: tenant.brandName })}</span>
          <span>{tenant.legalFooter}</span>
          {onOpenCookiePreferences && (
            <Box
              component="button"
              type="button"
              onClick={onOpenCookiePreferences}
              sx={{
                ...linkSx,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                font: 'inherit',
                textDecoration: 'underline',
                cursor: 'pointer',
              }}
            >
              {t('shell.footer.cookieSettings')}
            </Box>
          )}
          {version.data && <span>{t('shell.footer.version', { version: version.data })}</span>}
        </Box>
      </PageContainer>
    </Box>
  );
}
