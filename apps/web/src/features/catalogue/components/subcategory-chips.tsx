import Box from '@mui/material/Box';
import type { Category } from '@spesa/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { Pill } from './pill';

/**
 * The subcategories of a department or subcategory as chips: each narrows the products of the
 * page to its subtree (`?categoryId=`, a link, so it can be shared); 'Tutti' shows the whole page.
 * One scrolling row on phones, wrapped on wider screens.
 */
export function SubcategoryChips({ category, selectedId }: { category: Category; selectedId: number | undefined }) {
  const { t } = useTranslation();
  const children = (category.categories ?? []).filter((child) => child.metaData.category_info.HIDE_IN_MENU !== 'true');
  if (children.length === 0) return null;
  const chips = [
    { id: undefined, label: t('catalogue.category.all'), to: paths.category.to(category.slug) },
    ...children.map((child) => ({
      id: child.categoryId,
      label: child.name,
      to: paths.category.to(category.slug, child.categoryId),
    })),
  ];
  return (
    <Box
      component="nav"
      aria-label={t('catalogue.category.subcategories')}
      sx={{
        mb: 2,
        mx: { xs: -1.5, sm: 0 },
        px: { xs: 1.5, sm: 0 },
        overflowX: { xs: 'auto', sm: 'visible' },
        scrollbarWidth: 'none',
      }}
    >
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', gap: 1, flexWrap: { xs: 'nowrap', sm: 'wrap' }, py: 0.5 }}
      >
        {chips.map((chip) => {
          const selected = chip.id === selectedId;
          return (
            <li key={chip.id ?? 'all'}>
              <Pill to={chip.to} tone={selected ? 'selected' : 'default'} current={selected ? 'page' : undefined}>
                {chip.label}
              </Pill>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
