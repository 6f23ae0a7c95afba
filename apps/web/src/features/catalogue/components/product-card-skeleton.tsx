import Box from '@mui/material/Box';
import { Placeholder } from './placeholder';
import { productCardFrame } from './product-card';

/** A card of the final size while the products load. */
export function ProductCardSkeleton() {
  return (
    <Box sx={productCardFrame} aria-hidden="true">
      <Placeholder aspectRatio="1 / 1" />
      <Placeholder height={18} width="40%" />
      <Placeholder height={40} />
      <Placeholder height={18} width="50%" />
      <Box sx={{ flex: 1 }} />
      <Placeholder height={58} width="60%" />
      <Placeholder height={40} />
    </Box>
  );
}
