import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';

/** Home delivery: a house; store pickup: a shop front; locker pickup: a lock. */
export function ServiceIcon({ addressType, ...props }: { addressType: 'home' | 'store' | 'locker' } & SvgIconProps) {
  if (addressType === 'home') return <HomeOutlined {...props} />;
  if (addressType === 'locker') return <LockOutlined {...props} />;
  return <StorefrontOutlined {...props} />;
}
