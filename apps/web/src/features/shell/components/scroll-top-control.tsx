import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'react-i18next';

/** The round button back to the top (ScrollTopButton says when it is shown). */
export default function ScrollTopControl({ shown, focusTargetId }: { shown: boolean; focusTargetId?: string }) {
  const { t } = useTranslation();

  const toTop = () => {
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    if (focusTargetId) document.getElementById(focusTargetId)?.focus({ preventScroll: true });
  };

  return (
    <IconButton
      aria-label={t('shell.scrollTop')}
      onClick={toTop}
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      sx={{
        position: 'fixed',
        right: { xs: 16, md: 24 },
        bottom: { xs: 'calc(var(--bottom-nav-height, 0px) + 16px)', md: 24 },
        width: 48,
        height: 48,
        zIndex: (theme) => theme.zIndex.speedDial,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        boxShadow: 6,
        '&:hover': { bgcolor: 'primary.dark' },
        opacity: shown ? 1 : 0,
        transform: shown ? 'none' : 'scale(0.6)',
        visibility: shown ? 'visible' : 'hidden',
        transition: 'opacity .2s, transform .2s, visibility .2s',
      }}
    >
      <KeyboardArrowUp />
    </IconButton>
  );
}
