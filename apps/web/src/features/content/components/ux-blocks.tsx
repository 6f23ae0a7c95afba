import Box from '@mui/material/Box';
import type { ContentUxBlock } from '@spesa/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../../lib/plain-text';
import { Placeholder } from '../../catalogue/components/placeholder';
import { type UxBlockPlace, useUxBlocks } from '../api/get-ux-blocks';
import { ContentHtml } from './content-html';
import { ContentLinkButton } from './content-link-button';

const gridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
const cardSx = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  overflow: 'hidden',
  bgcolor: 'background.paper',
} as const;
const IMAGE_RATIO = '2 / 1';

/**
 * The content's blocks placed on the home or on a category page: picture, title, text and a link.
 * While they load, cards of their size hold the place; a place without blocks shows nothing.
 */
export function UxBlocks({ place }: { place: UxBlockPlace }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { data: blocks, isPending } = useUxBlocks(place);
  if (!isPending && !blocks?.length) return null;

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: { xs: 4, md: 5 } }}>
      <Box component="h2" id={titleId} sx={{ m: 0, mb: 2, fontWeight: 800, fontSize: { xs: 21, md: 26 } }}>
        {t('catalogue.highlights')}
      </Box>
      <Box component="ul" sx={gridSx} aria-busy={isPending}>
        {blocks
          ? blocks.map((block) => (
              <li key={block.id}>
                <UxBlockCard block={block} />
              </li>
            ))
          : [0, 1, 2].map((index) => (
              <Box
                component="li"
                key={index}
                sx={{ display: { xs: index ? 'none' : 'block', sm: index > 1 ? 'none' : 'block', lg: 'block' } }}
              >
                <Box sx={cardSx} aria-hidden="true">
                  <Placeholder aspectRatio={IMAGE_RATIO} radius={0} />
                  <Box sx={{ p: 2, display: 'grid', gap: 1 }}>
                    <Placeholder width="60%" height={24} />
                    <Placeholder height={44} />
                    <Placeholder width="40%" height={36} />
                  </Box>
                </Box>
              </Box>
            ))}
      </Box>
    </Box>
  );
}

function UxBlockCard({ block }: { block: ContentUxBlock }) {
  return (
    <Box component="article" sx={cardSx}>
      {block.acf.image && (
        <Box sx={{ aspectRatio: IMAGE_RATIO, bgcolor: 'grey.100' }}>
          <Box
            component="img"
            src={block.acf.image}
            alt={block.acf.image_alt}
            loading="lazy"
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        </Box>
      )}
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', flex: 1, gap: 1 }}>
        <Box component="h3" sx={{ m: 0, fontWeight: 800, fontSize: '1.1rem' }}>
          {plainText(block.title.rendered)}
        </Box>
        <ContentHtml html={block.content.rendered} sx={{ fontSize: '0.95rem', lineHeight: 1.55, '& p': { my: 0.5 } }} />
        <Box sx={{ flex: 1 }} />
        {block.acf.link && block.acf.link_label && (
          <Box>
            <ContentLinkButton href={block.acf.link} variant="outlined">
              {block.acf.link_label}
            </ContentLinkButton>
          </Box>
        )}
      </Box>
    </Box>
  );
}
