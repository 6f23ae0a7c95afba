import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useCategoryTree } from '../api/get-category-tree';
import { categoryImage, menuCategories } from '../utils/menu-categories';

const gridSx = {
  display: 'grid',
  gap: { xs: 1, sm: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
  // Phones: two rows that scroll sideways; larger screens: every department in view.
  gridTemplateRows: { xs: 'repeat(2, auto)', sm: 'none' },
  gridAutoFlow: { xs: 'column', sm: 'row' },
  gridAutoColumns: { xs: '29%', sm: 'auto' },
  gridTemplateColumns: { sm: 'repeat(5, minmax(0, 1fr))', md: 'repeat(7, minmax(0, 1fr))' },
  overflowX: { xs: 'auto', sm: 'visible' },
  scrollSnapType: { xs: 'x mandatory', sm: 'none' },
  scrollPaddingInline: '12px',
  mx: { xs: -1.5, sm: 0 },
  px: { xs: 1.5, sm: 0 },
  pb: { xs: 1, sm: 0 },
  '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
} as const;

const PLACEHOLDERS = 14;

const tileSx = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 0.75,
  height: '100%',
  p: { xs: 1, sm: 1.5 },
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  textAlign: 'center',
} as const;
const pictureSx = { width: '72%', maxWidth: 96, aspectRatio: '1', borderRadius: '50%', overflow: 'hidden' } as const;
// Two lines for every name, so the rows keep one height whatever the names.
const nameSx = { fontSize: { xs: 13, sm: 14 }, fontWeight: 600, lineHeight: '18px', height: 36, overflow: 'hidden' } as const;

// The tiles' styles written once for all of them (sx would compute them again for each tile).
const Tile = styled(Link)(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  height: '100%',
  padding: theme.spacing(1),
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: Number(theme.shape.borderRadius) * 2,
  textAlign: 'center',
  color: theme.palette.text.primary,
  textDecoration: 'none',
  transition: 'box-shadow .15s, border-color .15s',
  '&:hover': { boxShadow: theme.shadows[2], borderColor: theme.palette.primary.light },
  '&:hover img': { transform: 'scale(1.06)' },
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(1.5) },
}));

const Picture = styled('span')(({ theme }) => ({
  display: 'block',
  width: '72%',
  maxWidth: 96,
  aspectRatio: '1',
  borderRadius: '50%',
  overflow: 'hidden',
  backgroundColor: `${theme.palette.primary.main}14`,
  '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block', transition: 'transform .2s' },
}));

const Name = styled('span')(({ theme }) => ({
  ...theme.typography.body1,
  margin: 0,
  fontSize: 13,
  fontWeight: 600,
  lineHeight: '18px',
  height: 36,
  overflow: 'hidden',
  [theme.breakpoints.up('sm')]: { fontSize: 14 },
}));

/** The departments as picture tiles (the home page's "I nostri reparti"). */
export function DepartmentGrid({ eager = false }: { eager?: boolean }) {
  const { t } = useTranslation();
  const tree = useCategoryTree();

  if (!tree.data) {
    return (
      <Box component="ul" sx={gridSx} aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: PLACEHOLDERS }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Box component="li" key={index} sx={tileSx}>
            <Skeleton variant="circular" sx={{ ...pictureSx, height: 'auto' }} />
            <Skeleton variant="text" sx={{ ...nameSx, width: '80%', transform: 'none' }} />
          </Box>
        ))}
      </Box>
    );
  }

  return (
    <Box component="ul" sx={gridSx}>
      {menuCategories(tree.data).map((department) => (
        <li key={department.categoryId}>
          <Tile to={paths.category.to(department.slug)}>
            <Picture>
              <img
                src={categoryImage(department)}
                alt=""
                width={96}
                height={96}
                loading={eager ? 'eager' : 'lazy'}
                // A missing picture leaves the tinted circle, not a broken-image icon.
                onError={(event) => {
                  event.currentTarget.style.visibility = 'hidden';
                }}
              />
            </Picture>
            <Name>{department.name}</Name>
          </Tile>
        </li>
      ))}
    </Box>
  );
}
