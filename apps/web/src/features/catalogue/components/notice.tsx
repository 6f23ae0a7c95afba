import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

const looks = {
  info: { border: 'info.main', bg: '#e8f4fd', icon: 'info.main', Icon: InfoOutlinedIcon },
  error: { border: 'error.main', bg: '#fdecea', icon: 'error.main', Icon: ErrorOutlineIcon },
} as const;

/** A message box in the page (a corrected search, a failed load): a light stand-in for MUI's Alert. */
export function Notice({
  severity,
  title,
  action,
  children,
}: {
  severity: keyof typeof looks;
  title?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const look = looks[severity];
  return (
    <Box
      role={severity === 'error' ? 'alert' : 'status'}
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        px: 2,
        py: 1.5,
        mb: 2,
        borderRadius: 2,
        borderLeft: 4,
        borderColor: look.border,
        bgcolor: look.bg,
      }}
    >
      <look.Icon sx={{ color: look.icon, mt: 0.25 }} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {title && <Box sx={{ fontWeight: 700, mb: children ? 0.25 : 0 }}>{title}</Box>}
        {children}
      </Box>
      {action}
    </Box>
  );
}
