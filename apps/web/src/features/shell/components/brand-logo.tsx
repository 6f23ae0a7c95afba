import Box from '@mui/material/Box';

/** The brand's mark (a shopping cart in the brand colour) and name. */
export function BrandLogo({ brandName, compact = false }: { brandName: string; compact?: boolean }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color: 'inherit' }}>
      <Box
        component="svg"
        viewBox="0 0 32 32"
        aria-hidden="true"
        sx={{ width: 32, height: 32, flexShrink: 0, color: 'primary.main' }}
      >
        <rect width="32" height="32" rx="8" fill="#fff" />
        <path d="M8 11h17l-2 9H10z" fill="currentColor" />
        <circle cx="12" cy="24" r="2" fill="currentColor" />
        <circle cx="21" cy="24" r="2" fill="currentColor" />
      </Box>
      <Box
        component="span"
        sx={{
          fontWeight: 800,
          fontSize: { xs: 18, sm: 20 },
          letterSpacing: '-0.02em',
          whiteSpace: 'nowrap',
          display: compact ? { xs: 'none', sm: 'inline' } : 'inline',
        }}
      >
        {brandName}
      </Box>
    </Box>
  );
}
