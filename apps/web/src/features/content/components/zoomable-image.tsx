import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MIN_SCALE = 1;
const MAX_SCALE = 4;
const clamp = (scale: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, scale));
/** A horizontal move longer than this (px), unzoomed, turns the page. */
const SWIPE_DISTANCE = 50;

type Props = {
  src: string;
  alt: string;
  ratio: string;
  /** A swipe across the unzoomed picture: -1 back, +1 forward. */
  onSwipe?: (direction: -1 | 1) => void;
};

/**
 * A picture that zooms: pinched with two fingers, double tapped (or clicked), or with the + and −
 * buttons; zoomed, it is panned by scrolling inside its frame. Its frame keeps the page's shape,
 * so nothing around it moves while the picture loads or zooms.
 */
export function ZoomableImage({ src, alt, ratio, onSwipe }: Props) {
  const { t } = useTranslation();
  const [scale, setScale] = useState(1);
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const pinch = useRef<{ distance: number; scale: number } | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const distance = () => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };
  const zoomTo = (next: number) => {
    const to = clamp(next);
    const box = frame.current;
    // Keep the middle of what is seen in the middle.
    if (box) {
      const ratioOf = to / scale;
      const middleX = box.scrollLeft + box.clientWidth / 2;
      const middleY = box.scrollTop + box.clientHeight / 2;
      requestAnimationFrame(() => {
        box.scrollLeft = middleX * ratioOf - box.clientWidth / 2;
        box.scrollTop = middleY * ratioOf - box.clientHeight / 2;
      });
    }
    setScale(to);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 2) {
      pinch.current = { distance: distance(), scale };
      swipeStart.current = null;
    } else if (pointers.current.size === 1 && event.pointerType !== 'mouse') {
      swipeStart.current = { x: event.clientX, y: event.clientY };
    }
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pinch.current && pointers.current.size === 2 && pinch.current.distance > 0) {
      setScale(clamp((pinch.current.scale * distance()) / pinch.current.distance));
    }
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) pinch.current = null;
    swipeStart.current = null;
    if (start && scale === 1 && onSwipe) {
      const dx = event.clientX - start.x;
      const dy = event.clientY - start.y;
      if (Math.abs(dx) > SWIPE_DISTANCE && Math.abs(dx) > 2 * Math.abs(dy)) onSwipe(dx < 0 ? 1 : -1);
    }
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={frame}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onDoubleClick={() => zoomTo(scale > 1 ? 1 : 2)}
        sx={{
          aspectRatio: ratio,
          width: '100%',
          overflow: scale > 1 ? 'auto' : 'hidden',
          bgcolor: 'grey.100',
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          // Two fingers zoom the picture, not the page; one finger still scrolls (the page, or the zoomed picture).
          touchAction: scale > 1 ? 'pan-x pan-y' : 'pan-y',
          cursor: scale > 1 ? 'zoom-out' : 'zoom-in',
        }}
      >
        <Box
          component="img"
          src={src}
          alt={alt}
          draggable={false}
          sx={{
            display: 'block',
            width: `${scale * 100}%`,
            height: `${scale * 100}%`,
            objectFit: 'contain',
            maxWidth: 'none',
            userSelect: 'none',
          }}
        />
      </Box>
      <Box sx={{ position: 'absolute', right: 8, bottom: 8, display: 'flex', gap: 1 }}>
        <IconButton
          aria-label={t('content.flyer.zoomOut')}
          onClick={() => zoomTo(scale - 1)}
          disabled={scale <= MIN_SCALE}
          sx={{ bgcolor: 'background.paper', boxShadow: 2, width: 44, height: 44, '&:hover': { bgcolor: 'background.paper' } }}
        >
          <ZoomOut />
        </IconButton>
        <IconButton
          aria-label={t('content.flyer.zoomIn')}
          onClick={() => zoomTo(scale + 1)}
          disabled={scale >= MAX_SCALE}
          sx={{ bgcolor: 'background.paper', boxShadow: 2, width: 44, height: 44, '&:hover': { bgcolor: 'background.paper' } }}
        >
          <ZoomIn />
        </IconButton>
      </Box>
    </Box>
  );
}
