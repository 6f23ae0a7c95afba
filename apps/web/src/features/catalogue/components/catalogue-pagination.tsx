import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'react-i18next';
import { useNarrowScreen } from '../hooks/use-narrow-screen';

/** Pages of the listing, with Italian labels on every button. */
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
  if (totalPages <= 1) return null;
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <Pagination
        aria-label={t('catalogue.pagination.label')}
        count={totalPages}
        page={Math.min(page, totalPages)}
        onChange={(_, next) => onChange(next)}
        color="primary"
        shape="rounded"
        siblingCount={narrow ? 0 : 1}
        boundaryCount={1}
        sx={{
          '& .MuiPagination-ul': { justifyContent: 'center' },
          '& .MuiPaginationItem-root': { minWidth: { xs: 36, sm: 40 }, height: { xs: 36, sm: 40 } },
        }}
        getItemAriaLabel={(type, itemPage, selected) => {
          if (type === 'page') {
            return selected
              ? t('catalogue.pagination.current', { page: itemPage })
              : t('catalogue.pagination.page', { page: itemPage });
          }
          return t(`catalogue.pagination.${type}`);
        }}
      />
    </Box>
  );
}
