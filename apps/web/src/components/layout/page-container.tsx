import Box, { type BoxProps } from '@mui/material/Box';

/** The page's width: full on phones, centred up to 1536 px (MUI's xl) with side padding. */
export function PageContainer({ sx, ...props }: BoxProps) {
  return (
    <Box
      {...props}
      sx={[{ width: '100%', maxWidth: 1536, mx: 'auto', px: { xs: 1.5, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
}
