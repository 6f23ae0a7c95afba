import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Placeholder } from '../../catalogue/components/placeholder';

/** What a content screen shows when its answer failed: the reason and a button to ask again. */
export function ContentError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ py: 4 }}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('content.loadError')}
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        {t('content.retry')}
      </Button>
    </Box>
  );
}

/** A title's place while it loads: the height of the h1 it will be. */
export function TitlePlaceholder({ width = '45%' }: { width?: string | number }) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-label={t('common.loading')}
      sx={{ minHeight: { xs: 40, md: 48 }, mb: 2, display: 'flex', alignItems: 'center' }}
    >
      <Placeholder width={width} height={34} />
    </Box>
  );
}

/** Lines of text while a body loads. */
export function TextPlaceholder({ lines = 8 }: { lines?: number }) {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: 1.25, maxWidth: '72ch' }}>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Placeholder key={index} height={20} width={index % 4 === 3 ? '60%' : '100%'} />
      ))}
    </Box>
  );
}

/** The h1 of a content screen. */
export function ContentTitle({ children }: { children: string }) {
  return (
    <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' }, lineHeight: 1.2, mb: 1 }}>
      {children}
    </Typography>
  );
}
