import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Category } from '@spesa/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { DepartmentIcon } from './department-icon';

type Props = { categories: Category[]; onNavigate?: () => void };

/** The category tree for small screens: each level opens under its parent with a disclosure button. */
export function CategoryTreeMenu({ categories, onNavigate }: Props) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('categories.menuLabel')}>
      <TreeLevel categories={categories} depth={0} onNavigate={onNavigate} />
    </nav>
  );
}

function TreeLevel({ categories, depth, onNavigate }: { categories: Category[]; depth: number; onNavigate?: () => void }) {
  return (
    <List disablePadding dense={depth > 0}>
      {categories.map((category) => (
        <TreeNode key={category.categoryId} category={category} depth={depth} onNavigate={onNavigate} />
      ))}
    </List>
  );
}

function TreeNode({ category, depth, onNavigate }: { category: Category; depth: number; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const children = category.categories ?? [];
  const childListId = `category-tree-${category.categoryId}`;

  return (
    <>
      <ListItem
        disablePadding
        secondaryAction={
          children.length > 0 && (
            <IconButton
              edge="end"
              aria-expanded={open}
              aria-controls={childListId}
              aria-label={t(open ? 'categories.collapse' : 'categories.expand', { name: category.name })}
              onClick={() => setOpen(!open)}
            >
              {open ? <ExpandLess /> : <ExpandMore />}
            </IconButton>
          )
        }
      >
        <ListItemButton component={Link} to={paths.category.to(category.slug)} onClick={onNavigate} sx={{ pl: 2 + depth * 2 }}>
          {depth === 0 && (
            <Box component="span" sx={{ mr: 1.5, display: 'inline-flex' }}>
              <DepartmentIcon category={category} size={32} />
            </Box>
          )}
          <ListItemText primary={category.name} slotProps={{ primary: { sx: { fontWeight: depth === 0 ? 600 : 400 } } }} />
        </ListItemButton>
      </ListItem>
      {children.length > 0 && (
        <Collapse in={open} timeout="auto" unmountOnExit id={childListId}>
          <TreeLevel categories={children} depth={depth + 1} onNavigate={onNavigate} />
        </Collapse>
      )}
    </>
  );
}
