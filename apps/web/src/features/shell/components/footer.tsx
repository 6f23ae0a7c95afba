import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MenuItem, TenantSettings } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { PageContainer } from '../../../components/layout/page-container';
import { plainText } from '../../../lib/plain-text';
import { Placeholder } from '../../catalogue/components/placeholder';
import { useMenu } from '../api/get-menu';
import { useVersion } from '../api/get-version';
import { BrandLogo } from './brand-logo';
import { MenuLink } from './menu-link';

type Props = { tenant: TenantSettings; onOpenCookiePreferences?: () => void };

/** Columns kept for the link groups while the footer menu loads (the usual count). */
const GROUPS_WHILE_LOADING = 3;

/**
 * The footer: the brand's contacts and the link groups of the content's footer menu (each group an
 * item with its links as children), copyright, legal line and the shop's version.
 */
export default function Footer({ tenant, onOpenCookiePreferences }: Props) {
  const { t } = useTranslation();
  const version = useVersion();
  const menu = useMenu('footer');
  const groups = menu.data?.filter((group) => group.child_items?.length) ?? [];
  const columns = menu.data ? groups.length : GROUPS_WHILE_LOADING;
  const linkSx = { color: 'grey.300', display: 'inline-block', py: 0.5, '&:hover': { color: 'common.white' } };

  return (
    <Box component="footer" aria-label={t('shell.footer.label')} sx={{ bgcolor: 'grey.900', color: 'grey.300', mt: 6 }}>
      <PageContainer sx={{ py: { xs: 4, md: 5 } }}>
        <Box
          aria-busy={menu.isPending}
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `1.4fr repeat(${Math.max(columns, 1)}, 1fr)` },
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
          {menu.data
            ? groups.map((group) => <FooterGroup key={group.ID} group={group} linkSx={linkSx} />)
            : menu.isPending && <FooterGroupsLoading />}
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

type LinkSx = Record<string, unknown>;

function FooterGroup({ group, linkSx }: { group: MenuItem; linkSx: LinkSx }) {
  const title = plainText(group.title);
  return (
    <Box component="nav" aria-label={title}>
      <Typography component="h2" variant="subtitle2" sx={{ color: 'common.white', fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {group.child_items?.map((link) => (
          <li key={link.ID}>
            <MenuLink item={link} sx={{ ...linkSx, fontSize: 14 }} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The groups' place while the menu loads: a title and four links each, of their final height. */
function FooterGroupsLoading() {
  return Array.from({ length: GROUPS_WHILE_LOADING }, (_, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
    <Box key={index} aria-hidden="true" sx={{ display: 'grid', gap: 1.25, alignContent: 'start', opacity: 0.3 }}>
      <Placeholder width="50%" height={22} />
      {[0, 1, 2, 3].map((line) => (
        <Placeholder key={line} width="70%" height={20} />
      ))}
    </Box>
  ));
}
