import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';
import { PageContainer } from '../../../components/layout/page-container';
import { Head } from '../../../components/seo/head';

type Props = {
  title: string;
  /** The brand's own browser title for the page, when it has one (otherwise '{title} | {brand}'). */
  fullTitle?: string;
  intro?: ReactNode;
  /** Wider for the registration form. */
  width?: number;
  children: ReactNode;
};

/** The frame of the account pages (login, password reset, registration steps): one card, centred. */
export function AccountCard({ title, fullTitle, intro, width = 560, children }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  // The page replaced another one: tell screen readers where they are, unless a field of the page
  // already took the focus (taking it away would mark that field as visited, and wrong when empty).
  useEffect(() => {
    if (!cardRef.current?.contains(document.activeElement)) headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <PageContainer sx={{ py: { xs: 2, sm: 4, md: 6 }, maxWidth: width + 48 }}>
      <Head title={title} fullTitle={fullTitle} />
      <Paper ref={cardRef} variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 2 }}>
        <Typography
          ref={headingRef}
          tabIndex={-1}
          component="h1"
          variant="h4"
          sx={{ fontWeight: 800, mb: intro ? 1 : 3, outline: 'none', fontSize: { xs: 26, sm: 32 } }}
        >
          {title}
        </Typography>
        {intro && (
          <Box sx={{ color: 'text.secondary', mb: 3, fontSize: 16 }}>
            {typeof intro === 'string' ? <Typography>{intro}</Typography> : intro}
          </Box>
        )}
        {children}
      </Paper>
    </PageContainer>
  );
}
