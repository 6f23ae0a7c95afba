import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { Placeholder } from './placeholder';

export type Crumb = { label: string; to?: string };

const linkSx = {
  // On a phone a crumb is a finger's size (WCAG 2.5.5: 44 × 44 px), its text as before.
  display: { xs: 'inline-flex', sm: 'inline' },
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: { xs: 44, sm: 0 },
  minWidth: { xs: 44, sm: 0 },
  color: 'text.secondary',
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline', color: 'text.primary' },
  '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', borderRadius: 0.5 },
} as const;

/**
 * Homepage › department › … › the current page (not a link). While the trail loads, its height
 * is kept so the page does not jump.
 */
export function CatalogueBreadcrumbs({ crumbs, loading = false }: { crumbs: Crumb[]; loading?: boolean }) {
  const { t } = useTranslation();
  const items: Crumb[] = [{ label: t('catalogue.breadcrumbs.home'), to: paths.home.to() }, ...crumbs];
  return (
    <Box sx={{ minHeight: 24, mb: 1.5 }}>
      {loading ? (
        <Placeholder width={220} height={20} />
      ) : (
        <Box component="nav" aria-label={t('catalogue.breadcrumbs.label')}>
          <Box
            component="ol"
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', fontSize: '0.875rem' }}
          >
            {items.map((crumb, index) => {
              const last = index === items.length - 1;
              return (
                <Fragment key={`${crumb.to ?? ''}${crumb.label}`}>
                  <Box component="li" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    {crumb.to && !last ? (
                      <Box component={Link} to={crumb.to} sx={linkSx}>
                        {crumb.label}
                      </Box>
                    ) : (
                      <Box component="span" aria-current="page" sx={{ color: 'text.primary' }}>
                        {crumb.label}
                      </Box>
                    )}
                  </Box>
                  {!last && (
                    <Box component="li" aria-hidden="true" sx={{ display: 'flex', color: 'text.disabled', mx: 0.25 }}>
                      <NavigateNextIcon fontSize="small" />
                    </Box>
                  )}
                </Fragment>
              );
            })}
          </Box>
        </Box>
      )}
    </Box>
  );
}
