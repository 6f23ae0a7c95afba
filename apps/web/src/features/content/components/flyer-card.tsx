import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ContentFlyer } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { plainText } from '../../../lib/plain-text';
import { Placeholder } from '../../catalogue/components/placeholder';
import { formatAcfDate } from '../utils/content-dates';

/** The shape of a flyer's cover and pages (the content's pictures are 600 × 800). */
export const FLYER_PAGE_RATIO = '3 / 4';

const cardSx = {
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'background.paper',
} as const;

/** A flyer in the list: cover, title, validity and where it runs; the whole card opens it. */
export function FlyerCard({ flyer, eager = false }: { flyer: ContentFlyer; eager?: boolean }) {
  const { t } = useTranslation();
  const title = plainText(flyer.title.rendered);
  const excerpt = plainText(flyer.excerpt.rendered);
  return (
    <Box
      component={Link}
      to={paths.flyer.to(flyer.slug)}
      sx={{
        ...cardSx,
        color: 'inherit',
        textDecoration: 'none',
        transition: 'box-shadow 150ms',
        '&:hover, &:focus-visible': { boxShadow: 4 },
        '&:focus-visible': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ aspectRatio: FLYER_PAGE_RATIO, bgcolor: 'grey.100' }}>
        <Box
          component="img"
          src={flyer.acf.cover}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'contain' }}
        />
      </Box>
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 0.5, flex: 1 }}>
        <Typography component="h2" sx={{ fontWeight: 800, fontSize: '1.15rem', lineHeight: 1.3 }}>
          {title}
        </Typography>
        <Typography sx={{ fontWeight: 600, color: 'primary.dark' }}>
          {t('content.flyers.validity', { from: formatAcfDate(flyer.acf.date_from), to: formatAcfDate(flyer.acf.date_to) })}
        </Typography>
        {flyer.acf.where && (
          <Typography variant="body2" color="text.secondary">
            {t('content.flyers.where', { where: flyer.acf.where })}
          </Typography>
        )}
        {excerpt && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {excerpt}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Typography component="span" sx={{ mt: 1.5, fontWeight: 700, color: 'primary.dark' }}>
          {t('content.flyers.open')} · {t('content.flyers.pages', { count: flyer.acf.pages.length })}
        </Typography>
      </Box>
    </Box>
  );
}

/** A card of the same size while the flyers load. */
export function FlyerCardSkeleton() {
  return (
    <Box sx={cardSx} aria-hidden="true">
      <Placeholder aspectRatio={FLYER_PAGE_RATIO} radius={0} />
      <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
        <Placeholder height={26} width="70%" />
        <Placeholder height={22} width="60%" />
        <Placeholder height={20} width="50%" />
        <Placeholder height={24} width="55%" />
      </Box>
    </Box>
  );
}
