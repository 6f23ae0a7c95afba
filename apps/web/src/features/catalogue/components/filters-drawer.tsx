import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { Facet } from '@spesa/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueFiltersApi } from '../hooks/use-catalogue-filters';
import { FacetsPanel } from './facets-panel';
import { Text } from './text';

/** The filters on phones: a panel from the bottom; its own chunk, loaded when first opened. */
export default function FiltersDrawer({
  open,
  onClose,
  facets,
  filters,
  totalItems,
}: {
  open: boolean;
  onClose: () => void;
  facets: Facet[];
  filters: CatalogueFiltersApi;
  totalItems: number;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      anchor="bottom"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-labelledby': titleId,
          sx: { maxHeight: '85dvh', borderTopLeftRadius: 16, borderTopRightRadius: 16 },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Text id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('catalogue.filters.title')}
        </Text>
        <IconButton onClick={onClose} aria-label={t('catalogue.filters.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, py: 2, overflowY: 'auto' }}>
        <FacetsPanel facets={facets} filters={filters} />
      </Box>
      <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
        <Button variant="contained" fullWidth onClick={onClose} size="large">
          {t('catalogue.filters.showResults', { count: totalItems })}
        </Button>
      </Box>
    </Drawer>
  );
}
