import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import type { SortOption } from '@spesa/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../../components/ui/plain-button';
import { type CatalogueFiltersApi, sortChoices } from '../hooks/use-catalogue-filters';
import { Text } from './text';

export type ListingMode = 'category' | 'search';

/** The phones' filters button (the filters are beside the list on larger screens); doubled class: above the plain buttons' sheet. */
const FiltersButton = styled(PlainButton)(({ theme }) => ({
  '&&': { display: 'inline-flex', height: 40, flex: 1, whiteSpace: 'nowrap' },
  [theme.breakpoints.up('sm')]: { '&&': { flex: 'none' } },
  [theme.breakpoints.up('md')]: { '&&': { display: 'none' } },
}));

/** 'N prodotti', the sort order and, on phones, the button that opens the filters. */
export function CatalogueToolbar({
  mode,
  totalItems,
  filters,
  onOpenFilters,
  onPrefetchFilters,
}: {
  mode: ListingMode;
  totalItems: number | undefined;
  filters: CatalogueFiltersApi;
  onOpenFilters: () => void;
  onPrefetchFilters?: () => void;
}) {
  const { t } = useTranslation();
  const sortId = useId();
  // 'Rilevanza' only means something for a search; a category starts from its own order.
  const choices = sortChoices.filter((option) => mode === 'search' || option !== 'rel');
  const current = filters.filters.sort ?? (mode === 'search' ? 'rel' : '');

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2, minHeight: 40 }}>
      <Text role="status" sx={{ fontWeight: 600, flex: { xs: '1 0 100%', sm: '1 1 auto' } }}>
        {totalItems === undefined ? '\u00a0' : t('catalogue.productCount', { count: totalItems })}
      </Text>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, width: { xs: '100%', sm: 'auto' } }}>
        <FiltersButton
          variant="outlined"
          onClick={onOpenFilters}
          onPointerEnter={onPrefetchFilters}
          onFocus={onPrefetchFilters}
          aria-haspopup="dialog"
          aria-label={
            filters.activeCount
              ? t('catalogue.filters.openWithCount', { count: filters.activeCount })
              : t('catalogue.filters.open')
          }
          startIcon={<FilterListIcon />}
        >
          {t('catalogue.filters.open')}
          {filters.activeCount > 0 && (
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                ml: 1,
                minWidth: 20,
                height: 20,
                px: 0.5,
                borderRadius: 10,
                bgcolor: 'secondary.main',
                color: 'secondary.contrastText',
                fontSize: '0.75rem',
                lineHeight: '20px',
                textAlign: 'center',
              }}
            >
              {filters.activeCount}
            </Box>
          )}
        </FiltersButton>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            component="label"
            htmlFor={sortId}
            sx={{ fontSize: '0.9rem', color: 'text.secondary', display: { xs: 'none', sm: 'block' } }}
          >
            {t('catalogue.sort.label')}
          </Box>
          <Box
            component="select"
            id={sortId}
            aria-label={t('catalogue.sort.label')}
            value={current}
            onChange={(event: React.ChangeEvent<HTMLSelectElement>) => {
              const value = event.target.value;
              filters.setSort(value === '' || (mode === 'search' && value === 'rel') ? undefined : (value as SortOption));
            }}
            sx={{
              height: 40,
              width: { xs: '100%', sm: 'auto' },
              minWidth: 0,
              px: 1.25,
              font: 'inherit',
              fontSize: '0.95rem',
              color: 'text.primary',
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              cursor: 'pointer',
              '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 1 },
            }}
          >
            {mode === 'category' && <option value="">{t('catalogue.sort.default')}</option>}
            {choices.map((option) => (
              <option key={option} value={option}>
                {t(`catalogue.sort.${option}`)}
              </option>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
