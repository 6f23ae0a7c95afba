import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { MenuItem, TenantSettings } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPathOf } from '../../../lib/app-path';
import { plainText } from '../../../lib/plain-text';
import { Placeholder } from '../../catalogue/components/placeholder';
import { useMediaMatch } from '../../catalogue/hooks/use-narrow-screen';
import { useMenu } from '../api/get-menu';

/** Rows kept while the menu loads (about its usual length). */
const ROWS_WHILE_LOADING = 8;

/**
 * The menus' items, each address once: the phone's menu comes first and the drawer's groups keep
 * only the links it does not already have (a group left empty goes).
 */
function distinctLinks(items: MenuItem[]): MenuItem[] {
  const seen = new Set<string>();
  const fresh = (item: MenuItem) => {
    if (seen.has(item.url)) return false;
    seen.add(item.url);
    return true;
  };
  return items.flatMap((item) => {
    if (!item.child_items?.length) return fresh(item) ? [item] : [];
    const children = item.child_items.filter(fresh);
    return children.length ? [{ ...item, child_items: children }] : [];
  });
}

/**
 * The links drawer: the brand's pages (delivery, about us, FAQ, customer service, flyers…) from the
 * content's links-drawer menu; on a phone, which has no row of quick links under the navbar, the
 * mobile menu's links come first.
 */
export default function LinksDrawerContent({ tenant, onNavigate }: { tenant: TenantSettings; onNavigate: () => void }) {
  const { t } = useTranslation();
  const phone = !useMediaMatch(useTheme().breakpoints.up('md'));
  const drawerMenu = useMenu('links-drawer');
  const mobileMenu = useMenu('mobile', { enabled: phone });
  const loading = drawerMenu.isPending || (phone && mobileMenu.isPending);
  const items = distinctLinks([...(phone ? (mobileMenu.data ?? []) : []), ...(drawerMenu.data ?? [])]);
  const flat = items.filter((item) => !item.child_items?.length);
  const groups = items.filter((item) => item.child_items?.length);

  return (
    <nav aria-label={t('shell.linksTitle')} aria-busy={loading}>
      {loading ? (
        <Box sx={{ px: 2, py: 1, display: 'grid', gap: 2.5 }}>
          {Array.from({ length: ROWS_WHILE_LOADING }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Placeholder key={index} width="70%" height={24} />
          ))}
        </Box>
      ) : (
        <>
          {flat.length > 0 && <MenuList items={flat} onNavigate={onNavigate} />}
          {groups.map((group) => (
            <MenuList key={group.ID} title={plainText(group.title)} items={group.child_items ?? []} onNavigate={onNavigate} />
          ))}
        </>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 2 }}>
        {t('shell.footer.phone', { phone: tenant.contacts.phone })}
        <br />
        {t('shell.footer.hours', { hours: tenant.contacts.phoneHours })}
      </Typography>
    </nav>
  );
}

function MenuList({ title, items, onNavigate }: { title?: string; items: MenuItem[]; onNavigate: () => void }) {
  return (
    <List
      subheader={
        title ? (
          <ListSubheader component="h3" sx={{ fontWeight: 700, lineHeight: '40px' }}>
            {title}
          </ListSubheader>
        ) : undefined
      }
    >
      {items.map((item) => {
        const path = appPathOf(item.url);
        return path === null ? (
          <ListItemButton
            key={item.ID}
            component="a"
            href={item.url}
            target={item.target === '_blank' ? '_blank' : undefined}
            rel="noopener noreferrer"
          >
            <ListItemText primary={plainText(item.title)} />
          </ListItemButton>
        ) : (
          <ListItemButton key={item.ID} component={Link} to={path} onClick={onNavigate}>
            <ListItemText primary={plainText(item.title)} />
          </ListItemButton>
        );
      })}
    </List>
  );
}
