import Box, { type BoxProps } from '@mui/material/Box';
import { TextLink } from '../../../components/ui/text-link';
import type { TenantLink as TenantLinkData } from '../../../config/tenant-settings';

/** A brand link: inside the app through the router, outside in the same tab. */
export function TenantLink({ link, sx }: { link: TenantLinkData; sx?: BoxProps['sx'] }) {
  if (/^https?:\/\//.test(link.to)) {
    return (
      <Box component="a" href={link.to} rel="noopener" sx={[{ color: 'inherit' }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {link.label}
      </Box>
    );
  }
  return (
    <TextLink to={link.to} sx={sx}>
      {link.label}
    </TextLink>
  );
}
