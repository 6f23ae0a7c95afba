import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Category } from '@spesa/domain';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { DepartmentIcon } from './department-icon';

type Props = { categories: Category[]; onNavigate?: () => void };

/**
 * The three-level menu of larger screens: departments on the left; the one pointed at or focused
 * shows its subcategories, each with its leaves, in masonry columns.
 */
export function CategoryMegaMenu({ categories, onNavigate }: Props) {
  const { t } = useTranslation();
  const [activeId, setActiveId] = useState(categories[0]?.categoryId);
  const active = categories.find((category) => category.categoryId === activeId) ?? categories[0];

  // Up and down (Home, End) move between departments; only the current one is in the Tab order,
  // so Tab goes from it straight into its subcategories.
  const onDepartmentKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const targets: Record<string, number> = {
      ArrowDown: (index + 1) % categories.length,
      ArrowUp: (index - 1 + categories.length) % categories.length,
      Home: 0,
      End: categories.length - 1,
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    document.getElementById(`mega-department-${categories[next]?.categoryId}`)?.focus();
  };

  return (
    <Box component="nav" aria-label={t('categories.menuLabel')} sx={{ display: 'flex', minHeight: '100%' }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 1,
          width: 290,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          overflowY: 'auto',
        }}
      >
        {categories.map((category, index) => {
          const selected = category.categoryId === active?.categoryId;
          return (
            <li key={category.categoryId}>
              <Box
                component={RouterLink}
                id={`mega-department-${category.categoryId}`}
                to={paths.category.to(category.slug)}
                aria-expanded={selected}
                tabIndex={selected ? 0 : -1}
                aria-controls="mega-menu-panel"
                onMouseEnter={() => setActiveId(category.categoryId)}
                onFocus={() => setActiveId(category.categoryId)}
                onKeyDown={(event) => onDepartmentKeyDown(event, index)}
                onClick={onNavigate}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  color: 'text.primary',
                  textDecoration: 'none',
                  fontWeight: 600,
                  bgcolor: selected ? 'action.selected' : 'transparent',
                  '&:hover': { bgcolor: 'action.hover' },
                  '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                }}
              >
                <DepartmentIcon category={category} />
                <Box component="span" sx={{ flex: 1 }}>
                  {category.name}
                </Box>
                <ChevronRight fontSize="small" color="action" />
              </Box>
            </li>
          );
        })}
      </Box>
      {active && (
        <Box id="mega-menu-panel" role="group" aria-labelledby="mega-menu-panel-title" sx={{ flex: 1, p: 3, overflowY: 'auto' }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 2, flexWrap: 'wrap' }}>
            <Typography id="mega-menu-panel-title" component="h2" variant="h5" sx={{ fontWeight: 700 }}>
              {active.name}
            </Typography>
            <Link component={RouterLink} to={paths.category.to(active.slug)} onClick={onNavigate} sx={{ fontWeight: 600 }}>
              {t('categories.showAll', { name: active.name })}
            </Link>
          </Box>
          <Box sx={{ columnWidth: 220, columnGap: 4 }}>
            {(active.categories ?? []).map((subcategory) => (
              <Box key={subcategory.categoryId} sx={{ breakInside: 'avoid', mb: 2.5 }}>
                <Link
                  component={RouterLink}
                  to={paths.category.to(subcategory.slug)}
                  onClick={onNavigate}
                  underline="hover"
                  color="text.primary"
                  sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}
                >
                  {subcategory.name}
                </Link>
                <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {(subcategory.categories ?? []).map((leaf) => (
                    <li key={leaf.categoryId}>
                      <Link
                        component={RouterLink}
                        to={paths.category.to(leaf.slug)}
                        onClick={onNavigate}
                        underline="hover"
                        color="text.secondary"
                        sx={{ display: 'block', py: 0.25, fontSize: 14 }}
                      >
                        {leaf.name}
                      </Link>
                    </li>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      )}
    </Box>
  );
}
