import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatEuro, type Product } from '@spesa/domain';
import type { ReactNode } from 'react';
import { ProductImage } from '../../catalogue/components/product-image';

type Props = { product: Product; details: string; amountCents: number; children?: ReactNode };

/** One product line, read only: picture, name, quantity and pack, amount (a cart on /payment, an order's lines). */
export function ItemRecapRow({ product, details, amountCents, children }: Props) {
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '56px minmax(0, 1fr) auto',
        gap: 1.5,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        alignItems: 'center',
        listStyle: 'none',
      }}
    >
      <Box sx={{ width: 56, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <ProductImage product={product} size={56} decorative />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 700 }}>{product.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {details}
        </Typography>
        {children}
      </Box>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{formatEuro(amountCents)}</Typography>
    </Box>
  );
}
