import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { AccountCard } from './account-card';
import type { ResetPasswordSentState } from './reset-password-request';

/** /reset-password-sent: the link is on its way (the same words whether or not the address is registered). */
export function Component() {
  const { t } = useTranslation();
  const state = (useLocation().state ?? {}) as ResetPasswordSentState;
  return (
    <AccountCard title={t('auth.resetSent.title')}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Box aria-hidden="true" sx={{ color: 'primary.main', fontSize: 72, lineHeight: 1 }}>
          <MarkEmailReadOutlined fontSize="inherit" />
        </Box>
        <Typography sx={{ fontSize: 17 }}>{state.message ?? t('auth.resetSent.text')}</Typography>
        <Typography color="text.secondary">{t('auth.resetSent.validity')}</Typography>
        <Button component={RouterLink} to={paths.resetPasswordRequest.to()} variant="text">
          {t('auth.resetSent.again')}
        </Button>
      </Stack>
    </AccountCard>
  );
}
