import Box, { type BoxProps } from '@mui/material/Box';
import type { MenuItem } from '@spesa/domain';
import { TextLink } from '../../../components/ui/text-link';
import { appPathOf } from '../../../lib/app-path';

/**
 * A link of a content menu: inside the app through the router, anywhere else as a plain link. A
 * menu item's title is plain text in the contract (not `rendered` HTML).
 */
export function MenuLink({ item, sx, onClick }: { item: MenuItem; sx?: BoxProps['sx']; onClick?: () => void }) {
  const path = appPathOf(item.url);
  if (path === null) {
    const newTab = item.target === '_blank';
    return (
      <Box
        component="a"
        href={item.url}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : 'noopener'}
        onClick={onClick}
        sx={[{ color: 'inherit' }, ...(Array.isArray(sx) ? sx : [sx])]}
      >
        {item.title}
      </Box>
    );
  }
  return (
    <TextLink to={path} sx={sx} onClick={onClick}>
      {item.title}
    </TextLink>
  );
}
