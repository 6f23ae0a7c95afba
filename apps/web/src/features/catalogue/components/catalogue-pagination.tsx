import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import usePagination from '@mui/material/usePagination';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/ui/plain-button';
import { useNarrowScreen } from '../hooks/use-narrow-screen';

// A finger's size on a phone (WCAG 2.5.5: 44 × 44 px); seven of them, 2 px apart, fit a 360 px phone's 328 px.
const itemSize = { minWidth: { xs: 44, sm: 40 }, height: { xs: 44, sm: 40 } } as const;

/** A page's button, written once for all of them (doubled class: above the plain buttons' sheet). */
const PageButton = styled(PlainButton)(({ theme }) => ({
  '&&': { minWidth: 44, height: 44, padding: '6px 4px' },
  [theme.breakpoints.up('sm')]: { '&&': { minWidth: 40, height: 40 } },
}));

/**
 * Pages of the listing, with Italian labels on every button. MUI's pagination logic
 * (usePagination) drawn with plain buttons: the Pagination component would bring ~4 KB gzip of its
 * own item styles and slots to the category page's first load, and MUI's Button its ripple.
 */
export function CataloguePagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  // A 360 px phone fits seven buttons in a row.
  const narrow = useNarrowScreen();
  const { items } = usePagination({
    count: totalPages,
    page: Math.min(page, totalPages),
    onChange: (_, next) => onChange(next),
    siblingCount: narrow ? 0 : 1,
    boundaryCount: 1,
  });
  if (totalPages <= 1) return null;
  return (
    <Box component="nav" aria-label={t('catalogue.pagination.label')} sx={{ mt: 3 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: { xs: 0.25, sm: 0.5 },
        }}
      >
        {items.map(({ page: itemPage, type, selected, disabled, onClick }) => (
          <li key={type === 'page' ? `page-${itemPage}` : type}>
            {type === 'start-ellipsis' || type === 'end-ellipsis' ? (
              <Box component="span" sx={{ ...itemSize, display: 'inline-flex', alignItems: 'center', justifyContent: 'center' }}>
                …
              </Box>
            ) : (
              <PageButton
                onClick={onClick}
                disabled={disabled}
                variant={selected ? 'contained' : 'text'}
                color={selected ? 'primary' : 'inherit'}
                aria-current={selected ? 'page' : undefined}
                aria-label={
                  type === 'page'
                    ? t(selected ? 'catalogue.pagination.current' : 'catalogue.pagination.page', { page: itemPage })
                    : t(`catalogue.pagination.${type}`)
                }
              >
                {type === 'previous' ? <ChevronLeft /> : type === 'next' ? <ChevronRight /> : itemPage}
              </PageButton>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
