import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';

type Props = { illustration: ReactNode; title: string; text: string; actions: ReactNode; children?: ReactNode };

/** A page that only says something (not found, service down, unexpected error) and offers a way on; `children` go between the text and the actions. */
export function MessagePage({ illustration, title, text, actions, children }: Props) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page replaced another one: tell screen readers where they are.
  useEffect(() => headingRef.current?.focus({ preventScroll: true }), []);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Box aria-hidden="true" sx={{ fontSize: { xs: 72, md: 96 }, lineHeight: 1, mb: 2, color: 'primary.main' }}>
        {illustration}
      </Box>
      <Typography ref={headingRef} tabIndex={-1} component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1.5, outline: 'none' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: 17 }}>
        {text}
      </Typography>
      {children}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5, justifyContent: 'center' }}>
        {actions}
      </Stack>
    </Container>
  );
}
