import ExpandMore from '@mui/icons-material/ExpandMore';
import Search from '@mui/icons-material/Search';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ContentFaq } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { plainText } from '../../../lib/plain-text';
import { Placeholder } from '../../catalogue/components/placeholder';
import { useDebouncedValue } from '../../search-box/hooks/use-debounced-value';
import { useFaqs } from '../api/get-faq';
import { ContentHtml } from './content-html';
import { ContentError } from './content-states';

/** The shopper's words are sent once they stop typing for this long. */
const SEARCH_DELAY_MS = 300;

/** The questions as accordions: the question is the heading, the answer opens below it. */
export function FaqAccordions({ faqs, headingLevel = 'h2' }: { faqs: ContentFaq[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Box>
      {faqs.map((faq) => (
        <Accordion
          key={faq.id}
          disableGutters
          slotProps={{ heading: { component: headingLevel }, transition: { unmountOnExit: true } }}
          sx={{ '&:before': { display: 'none' }, border: 1, borderColor: 'divider', '& + &': { borderTop: 0 } }}
          elevation={0}
        >
          <AccordionSummary expandIcon={<ExpandMore />} sx={{ minHeight: 56, '& .MuiAccordionSummary-content': { my: 1.5 } }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {plainText(faq.title.rendered)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ pt: 0 }}>
            <ContentHtml html={faq.content.rendered} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}

/** Rows of the accordions' height while the questions load. */
export function FaqSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <Box aria-hidden="true" sx={{ display: 'grid', gap: '1px' }}>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Placeholder key={index} height={57} radius={0} />
      ))}
    </Box>
  );
}

/**
 * A search box over the questions (the API's `search`, within a category when one is given) and,
 * while the shopper searches, the questions found in place of `children`.
 */
export function FaqSearch({ categoryId, children }: { categoryId?: number; children: React.ReactNode }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const searching = search.length >= 2;
  const found = useFaqs({ categoryId, search }, { enabled: searching });

  return (
    <>
      <Box component="search" sx={{ mb: 3, maxWidth: 560 }}>
        <TextField
          fullWidth
          type="search"
          label={t('content.faq.searchLabel')}
          placeholder={t('content.faq.searchPlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      <Box aria-live="polite" sx={{ minHeight: searching ? 24 : 0, mb: searching ? 1.5 : 0 }}>
        {searching && found.data && (
          <Typography color="text.secondary">
            {found.data.length ? t('content.faq.results', { count: found.data.length }) : t('content.faq.noResults', { search })}
          </Typography>
        )}
      </Box>
      {!searching ? (
        children
      ) : found.isError ? (
        <ContentError onRetry={() => void found.refetch()} />
      ) : found.data ? (
        <FaqAccordions faqs={found.data} />
      ) : (
        <FaqSkeleton rows={3} />
      )}
    </>
  );
}
