import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The h1 of the profile and checkout pages: one size and weight for all of them, smaller on phones. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2.5, fontSize: { xs: 26, sm: 32 } }}>
      {children}
    </Typography>
  );
}
