import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/layout/page-container';
import { PageTitle } from '../../../components/ui/page-title';

type Props = { title: string; children: ReactNode; aside: ReactNode };

/** The frame of /checkout and /payment: the page on the left, the summary with the next step on the right (below it on phones). */
export function CheckoutFrame({ title, children, aside }: Props) {
  return (
    <PageContainer sx={{ py: { xs: 2, md: 3 }, maxWidth: 1280 }}>
      <PageTitle>{title}</PageTitle>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>{children}</Box>
        <Paper
          variant="outlined"
          sx={{ p: 2, position: { md: 'sticky' }, top: { md: 88 }, display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          {aside}
        </Paper>
      </Box>
    </PageContainer>
  );
}

/** A titled part of the page. */
export function CheckoutSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
