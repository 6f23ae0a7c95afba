import Box, { type BoxProps } from '@mui/material/Box';
import type { ElementType } from 'react';

type Variant = 'h4' | 'h6' | 'body1' | 'body2' | 'caption';

const defaultElement: Record<Variant, ElementType> = { h4: 'h4', h6: 'h6', body1: 'p', body2: 'p', caption: 'span' };

type TextProps = Omit<BoxProps, 'component' | 'color'> & {
  component?: ElementType;
  variant?: Variant;
  color?: string;
  noWrap?: boolean;
};

/**
 * Text in one of the theme's typography variants, without margins: the few things the catalogue
 * needs from MUI's Typography, whose own code the pages then need not download.
 */
export function Text({ component, variant = 'body1', color, noWrap = false, sx, ...props }: TextProps) {
  return (
    <Box
      component={component ?? defaultElement[variant]}
      {...props}
      sx={[
        { m: 0, typography: variant, color },
        noWrap && { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
