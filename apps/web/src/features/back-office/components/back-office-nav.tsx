import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';

/** The back office's sections: the orders (the board and each order) and the gift codes; the current one marked. */
export function BackOfficeNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const onGiftCodes = pathname.startsWith(paths.adminGiftCodes.to());
  const sections = [
    { to: paths.admin.to(), label: t('backOffice.nav.orders'), current: !onGiftCodes },
    { to: paths.adminGiftCodes.to(), label: t('backOffice.nav.giftCodes'), current: onGiftCodes },
  ];
  return (
    <Box component="nav" aria-label={t('backOffice.nav.label')} sx={{ display: 'flex', gap: 0.5 }}>
      {sections.map((section) => (
        <Button
          key={section.to}
          component={RouterLink}
          to={section.to}
          aria-current={section.current ? 'page' : undefined}
          size="small"
          sx={{
            fontWeight: 700,
            borderBottom: 2,
            borderColor: section.current ? 'primary.main' : 'transparent',
            borderRadius: 0,
          }}
        >
          {section.label}
        </Button>
      ))}
    </Box>
  );
}
