import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import type { ContentSlide } from '@spesa/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../../lib/plain-text';
import { Placeholder } from '../../catalogue/components/placeholder';
import { useMediaMatch } from '../../catalogue/hooks/use-narrow-screen';
import { useSlides } from '../api/get-slides';
import { ContentHtml } from './content-html';
import { ContentLinkButton } from './content-link-button';

/** How long a slide stays before the next (WCAG 2.2.2 asks for a pause control beyond 5 s: there is one). */
export const SLIDE_INTERVAL_MS = 7000;

/** The carousel's height, the same while it loads, so the page below never moves. */
const heights = { xs: 350, sm: 420, md: 280 };

/** A round control of the carousel, a finger's size (44 px), white over the slide. */
function ControlButton({ label, onClick, children }: { label: string; onClick: () => void; children: React.ReactNode }) {
  return (
    <Box
      component="button"
      type="button"
      aria-label={label}
      onClick={onClick}
      sx={{
        width: 44,
        height: 44,
        p: 0,
        border: 0,
        borderRadius: '50%',
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 2,
        cursor: 'pointer',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        '&:hover': { bgcolor: 'grey.100' },
        '&:focus-visible': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}

/**
 * The home's carousel of the content's slides: one slide in view, previous and next, a dot per slide,
 * and a pause button. It moves on by itself every 7 s unless paused, while the pointer or the focus
 * is in it, in a hidden tab, or when the shopper asks for reduced motion.
 */
export function SlidesCarousel() {
  const { t } = useTranslation();
  const { data: slides, isPending } = useSlides();
  const reducedMotion = useMediaMatch('(prefers-reduced-motion: reduce)');
  const [index, setIndex] = useState(0);
  // The first slide is drawn in place; the ones after it move in.
  const [moved, setMoved] = useState(false);
  // Reduced motion: still until the shopper presses play.
  const [playChosen, setPlayChosen] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const count = slides?.length ?? 0;
  const autoplay = playChosen ?? !reducedMotion;
  const playing = autoplay && !held && count > 1;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      setMoved(true);
      setIndex((current) => (current + 1) % count);
    }, SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, count]);

  if (isPending)
    return (
      <Box sx={{ height: heights }}>
        <Placeholder height="100%" radius={3} />
      </Box>
    );
  if (!slides || count === 0) return null;
  const current = Math.min(index, count - 1);
  const go = (to: number) => {
    setMoved(true);
    setIndex((to + count) % count);
  };

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('home.slides.label')}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
      sx={{ position: 'relative', height: heights, borderRadius: 3, overflow: 'hidden', bgcolor: 'grey.100' }}
    >
      {count > 1 && (
        <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 2, display: 'flex', gap: 1 }}>
          <ControlButton
            label={autoplay ? t('home.slides.pause') : t('home.slides.play')}
            onClick={() => setPlayChosen(!autoplay)}
          >
            {autoplay ? <Pause /> : <PlayArrow />}
          </ControlButton>
        </Box>
      )}
      <Box aria-live={playing ? 'off' : 'polite'} sx={{ height: '100%' }}>
        {slides.map((slide, position) => (
          <Slide
            key={slide.id}
            slide={slide}
            hidden={position !== current}
            label={t('home.slides.slideOf', { current: position + 1, total: count })}
            animate={moved && !reducedMotion}
          />
        ))}
      </Box>
      {count > 1 && (
        <Box
          sx={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: 4,
            zIndex: 2,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 0.5,
          }}
        >
          <ControlButton label={t('home.slides.previous')} onClick={() => go(current - 1)}>
            <ChevronLeft />
          </ControlButton>
          {slides.map((slide, position) => (
            <Box
              key={slide.id}
              component="button"
              type="button"
              aria-label={t('home.slides.goTo', { number: position + 1 })}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => go(position)}
              sx={{
                width: 44,
                height: 44,
                p: 0,
                border: 0,
                bgcolor: 'transparent',
                cursor: 'pointer',
                display: 'inline-flex',
                alignItems: 'center',
                justifyContent: 'center',
                '&::after': {
                  content: '""',
                  width: position === current ? 22 : 10,
                  height: 10,
                  borderRadius: 5,
                  bgcolor: position === current ? 'primary.main' : 'grey.500',
                  border: 1,
                  borderColor: 'background.paper',
                  transition: 'width 200ms',
                },
                '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', borderRadius: 1 },
              }}
            />
          ))}
          <ControlButton label={t('home.slides.next')} onClick={() => go(current + 1)}>
            <ChevronRight />
          </ControlButton>
        </Box>
      )}
    </Box>
  );
}

function Slide({ slide, hidden, label, animate }: { slide: ContentSlide; hidden: boolean; label: string; animate: boolean }) {
  const title = plainText(slide.title.rendered);
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={`${label}: ${title}`}
      hidden={hidden}
      sx={{
        height: '100%',
        display: hidden ? 'none' : 'grid',
        // The slides' pictures are banners (3:1): beside the text from md up, above it on narrower screens.
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 840px) minmax(280px, 1fr)' },
        gridTemplateRows: { xs: 'auto minmax(0, 1fr)', md: '1fr' },
        // Moves in, without fading: a text half transparent would fail its contrast while it comes.
        '@keyframes slide-in': { from: { transform: 'translateX(24px)' }, to: { transform: 'none' } },
        animation: animate ? 'slide-in 300ms ease-out' : 'none',
      }}
    >
      <Box sx={{ aspectRatio: { xs: '3 / 1', md: 'auto' }, minHeight: 0, bgcolor: 'grey.200' }}>
        {slide.acf.image && (
          <Box
            component="img"
            src={slide.acf.image}
            alt={slide.acf.image_alt}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover', objectPosition: 'left center' }}
          />
        )}
      </Box>
      <Box
        sx={{
          px: { xs: 2, sm: 3, md: 4 },
          pt: { xs: 1.5, sm: 2, md: 3 },
          pb: 7,
          minHeight: 0,
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        <Box component="h2" sx={{ m: 0, fontWeight: 800, fontSize: { xs: 20, md: 24 }, lineHeight: 1.2 }}>
          {title}
        </Box>
        <ContentHtml
          html={slide.content.rendered}
          sx={{
            mt: 1,
            fontSize: { xs: '0.95rem', md: '1.05rem' },
            lineHeight: 1.5,
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            '& p': { my: 0 },
          }}
        />
        {slide.acf.link && slide.acf.link_label && (
          <Box sx={{ mt: 1.5 }}>
            <ContentLinkButton href={slide.acf.link} variant="contained">
              {slide.acf.link_label}
            </ContentLinkButton>
          </Box>
        )}
      </Box>
    </Box>
  );
}
