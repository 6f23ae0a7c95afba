import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ContentFlyer } from '@spesa/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FLYER_PAGE_RATIO } from './flyer-card';
import { ZoomableImage } from './zoomable-image';

type Props = {
  flyer: ContentFlyer;
  /** The page shown, from 0. */
  index: number;
  onChange: (index: number) => void;
};

/** Whether a key press belongs to a field (typing), not to the page. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/**
 * The flyer's pages to leaf through: previous and next, the arrow keys, a swipe on a phone; the
 * page indicator is read out when the page changes; the picture zooms (ZoomableImage).
 */
export function FlyerViewer({ flyer, index, onChange }: Props) {
  const { t } = useTranslation();
  const pages = flyer.acf.pages;
  const page = pages[index];
  const go = (to: number) => {
    if (to >= 0 && to < pages.length && to !== index) onChange(to);
  };

  // The arrow keys turn the pages, unless the shopper is typing or a dialog is open.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      if (event.key === 'ArrowLeft' && index > 0) onChange(index - 1);
      else if (event.key === 'ArrowRight' && index < pages.length - 1) onChange(index + 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, pages.length, onChange]);

  if (!page) return null;
  return (
    <Box component="section" aria-label={t('content.flyer.viewer')} sx={{ maxWidth: 620, mx: 'auto', width: '100%' }}>
      <ZoomableImage
        key={page.image}
        src={page.image}
        alt={page.image_alt || page.title}
        ratio={FLYER_PAGE_RATIO}
        onSwipe={(direction) => go(index + direction)}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mt: 1.5 }}>
        <Button
          variant="outlined"
          startIcon={<ChevronLeft />}
          aria-label={t('content.flyer.previous')}
          onClick={() => go(index - 1)}
          disabled={index === 0}
          sx={{ minHeight: 44, minWidth: 56, '& .MuiButton-startIcon, & .MuiButton-endIcon': { mx: { xs: 0, sm: undefined } } }}
        >
          {/* On a phone the arrow alone (its name stays for screen readers). */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('content.flyer.previous')}
          </Box>
        </Button>
        <Typography aria-live="polite" sx={{ fontWeight: 700, textAlign: 'center' }}>
          {t('content.flyer.pageOf', { current: index + 1, total: pages.length })}
        </Typography>
        <Button
          variant="outlined"
          endIcon={<ChevronRight />}
          aria-label={t('content.flyer.next')}
          onClick={() => go(index + 1)}
          disabled={index >= pages.length - 1}
          sx={{ minHeight: 44, minWidth: 56, '& .MuiButton-startIcon, & .MuiButton-endIcon': { mx: { xs: 0, sm: undefined } } }}
        >
          {/* On a phone the arrow alone (its name stays for screen readers). */}
          <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
            {t('content.flyer.next')}
          </Box>
        </Button>
      </Box>
      {page.title && (
        <Typography component="h2" sx={{ mt: 1, fontWeight: 700, textAlign: 'center', fontSize: '1.05rem' }}>
          {page.title}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, textAlign: 'center' }}>
        {t('content.flyer.zoomHint')}
      </Typography>
    </Box>
  );
}
