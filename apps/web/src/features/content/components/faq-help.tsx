import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PlainButtonLink } from '../../../components/ui/plain-button';
import { paths } from '../../../config/paths';

/** Below the questions: the way to customer service when no answer helped. */
export function FaqHelp() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        mt: 4,
        p: { xs: 2, md: 3 },
        borderRadius: 2,
        bgcolor: 'action.hover',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'center',
      }}
    >
      <Typography sx={{ fontWeight: 700, flex: 1, minWidth: 200 }}>{t('content.faq.moreHelp')}</Typography>
      <PlainButtonLink variant="contained" to={paths.customerService.to()}>
        {t('content.faq.contactUs')}
      </PlainButtonLink>
    </Box>
  );
}
