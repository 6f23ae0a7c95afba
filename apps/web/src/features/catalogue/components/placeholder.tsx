import Box from '@mui/material/Box';

/** A grey, gently pulsing block that stands where content will appear (a light stand-in for MUI's Skeleton). */
export function Placeholder({
  width = '100%',
  height,
  radius = 1,
  aspectRatio,
}: {
  width?: number | string;
  height?: number | string;
  radius?: number | string;
  aspectRatio?: string;
}) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width,
        height,
        aspectRatio,
        borderRadius: radius,
        bgcolor: 'action.hover',
        '@keyframes catalogue-placeholder-pulse': { '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } },
        animation: 'catalogue-placeholder-pulse 1.6s ease-in-out infinite',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    />
  );
}
