import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { useCategoryTree } from '../api/get-category-tree';
import { menuCategories } from '../utils/menu-categories';
import { CategoryMegaMenu } from './category-mega-menu';
import { CategoryTreeMenu } from './category-tree-menu';

/** The drawer's menu: the collapsible tree on small screens, the masonry menu from md up. */
export default function CategoryMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const tree = useCategoryTree();

  if (tree.isPending) {
    return (
      <Box sx={{ p: 2 }} role="status" aria-label={t('common.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={index} variant="rounded" height={40} sx={{ mb: 1 }} />
        ))}
      </Box>
    );
  }
  if (tree.isError) {
    return (
      <ResponseMessage
        kind="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => void tree.refetch()}>
            {t('categories.retry')}
          </Button>
        }
      >
        {t('categories.loadError')}
      </ResponseMessage>
    );
  }
  const categories = menuCategories(tree.data);
  return large ? (
    <CategoryMegaMenu categories={categories} onNavigate={onNavigate} />
  ) : (
    <CategoryTreeMenu categories={categories} onNavigate={onNavigate} />
  );
}
