import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const pillSx = {
  display: 'inline-flex',
  alignItems: 'center',
  // A finger's size on a phone (WCAG 2.5.5: 44 × 44 px).
  minHeight: { xs: 44, sm: 32 },
  px: 1.5,
  borderRadius: { xs: 22, sm: 16 },
  border: 1,
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
} as const;

const tones = {
  default: { borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' },
  selected: { borderColor: 'primary.main', bgcolor: 'primary.main', color: 'primary.contrastText' },
  success: { borderColor: 'success.main', bgcolor: 'background.paper', color: 'success.dark' },
} as const;

/**
 * A rounded label, or a link when `to` is given (subcategories, suggestions): a light stand-in for
 * MUI's Chip, which would add its own code to the page.
 */
export function Pill({
  children,
  to,
  tone = 'default',
  current,
}: {
  children: ReactNode;
  to?: string;
  tone?: keyof typeof tones;
  /** aria-current of a link that stands for the page's present state. */
  current?: 'page' | 'true';
}) {
  if (!to) {
    return (
      <Box component="span" sx={{ ...pillSx, ...tones[tone] }}>
        {children}
      </Box>
    );
  }
  return (
    <Box
      component={Link}
      to={to}
      aria-current={current}
      sx={{
        ...pillSx,
        ...tones[tone],
        '&:hover': { borderColor: 'primary.main', ...(tone === 'selected' ? {} : { bgcolor: 'action.hover' }) },
        '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}
