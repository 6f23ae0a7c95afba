import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShellTenantSettings } from '../../../config/tenant-settings';

/** The links drawer: the brand's pages (delivery, about us, FAQ, customer service, flyers…). */
export default function LinksDrawerContent({ tenant, onNavigate }: { tenant: ShellTenantSettings; onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.linksTitle')}>
      {tenant.footerLinkGroups.map((group) => (
        <List
          key={group.title}
          subheader={
            <ListSubheader component="h3" sx={{ fontWeight: 700, lineHeight: '40px' }}>
              {group.title}
            </ListSubheader>
          }
        >
          {group.links.map((link) =>
            /^https?:\/\//.test(link.to) ? (
              <ListItemButton key={link.to} component="a" href={link.to} rel="noopener">
                <ListItemText primary={link.label} />
              </ListItemButton>
            ) : (
              <ListItemButton key={link.to} component={Link} to={link.to} onClick={onNavigate}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ),
          )}
        </List>
      ))}
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
        {t('shell.footer.phone', { phone: tenant.contacts.phone })}
        <br />
        {t('shell.footer.hours', { hours: tenant.contacts.phoneHours })}
      </Typography>
    </nav>
  );
}
