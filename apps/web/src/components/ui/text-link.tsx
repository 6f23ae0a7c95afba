import Box, { type BoxProps } from '@mui/material/Box';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

type Props = {
  to: string;
  children: ReactNode;
  onClick?: () => void;
  sx?: BoxProps['sx'];
  'aria-label'?: string;
};

/**
 * A text link inside the app. Lighter than MUI's Link (no Typography variants), so the shell can
 * use it at first paint; underlined on hover, with the theme's focus ring.
 */
export function TextLink({ to, children, onClick, sx, ...aria }: Props) {
  return (
    <Box
      component={RouterLink}
      to={to}
      onClick={onClick}
      {...aria}
      sx={[
        { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
