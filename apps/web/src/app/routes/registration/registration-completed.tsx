import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountCard } from '../auth/account-card';
import type { RegistrationCompletedState } from './registration-user';

/**
 * /registration-completed: a mail is on its way. The same screen whether the address was new (the
 * confirmation link) or already registered (its owner is told how to log in): it must not tell which.
 */
export function Component() {
  const { t } = useTranslation();
  const { email } = (useLocation().state ?? {}) as RegistrationCompletedState;
  return (
    <AccountCard title={t('registration.completed.title')}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ color: 'primary.main', fontSize: 72, lineHeight: 1 }}>
          <MarkEmailReadOutlined fontSize="inherit" />
        </Box>
        <Typography sx={{ fontSize: 17, overflowWrap: 'anywhere' }}>
          {email ? t('registration.completed.textWithEmail', { email }) : t('registration.completed.text')}
        </Typography>
        <Typography color="text.secondary">{t('registration.completed.validity')}</Typography>
        <Button component={RouterLink} to={paths.home.to()} variant="contained" size="large">
          {t('registration.completed.home')}
        </Button>
      </Stack>
    </AccountCard>
  );
}
