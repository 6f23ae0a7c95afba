import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  allowsManualInput,
  DEFAULT_PRODUCT_UNIT,
  decrement,
  formatCartQuantity,
  formatEuro,
  increment,
  maxPurchasable,
  type WishlistItem,
  wishlistQuantityProduct,
} from '@spesa/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

type Props = {
  item: WishlistItem;
  /** False on a list shared with the shopper read-only: no quantity buttons, no remove. */
  editable: boolean;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  /** Asks to take the item off the list (the page confirms first). */
  onRemove: () => void;
};

/** A product on a list: picture, name, price, the list's quantity with minus and plus, and remove. */
export function WishlistItemRow({ item, editable, busy, onQuantity, onRemove }: Props) {
  const { t } = useTranslation();
  const { product } = item;
  const rulesProduct = wishlistQuantityProduct(product);
  const next = increment(rulesProduct, item.quantity);
  const previous = decrement(rulesProduct, item.quantity);
  const quantityText = formatCartQuantity(product, item.quantity);
  const outOfStock = item.stock ? !item.stock.available : maxPurchasable(product) === 0;

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'grid',
        gridTemplateColumns: { xs: '64px minmax(0, 1fr)', sm: '72px minmax(0, 1fr) auto' },
        gap: { xs: 1, sm: 2 },
        alignItems: 'center',
      }}
    >
      <Box component={Link} to={paths.product.to(product.slug)} tabIndex={-1} aria-hidden="true" sx={{ display: 'block' }}>
        <Box
          component="img"
          src={product.mediaURL}
          alt=""
          loading="lazy"
          width={72}
          height={72}
          sx={{ width: { xs: 64, sm: 72 }, height: { xs: 64, sm: 72 }, objectFit: 'contain', borderRadius: 1, bgcolor: '#fff' }}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }} noWrap>
          {product.brand}
        </Typography>
        <Typography
          component={Link}
          to={paths.product.to(product.slug)}
          sx={{ fontWeight: 700, color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
        >
          {product.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatEuro(product.priceCents)}
          {product.weightUnitDisplay !== 'pz' ? `/${product.weightUnitDisplay}` : ''}
          {outOfStock && (
            <Box component="span" sx={{ color: 'error.main', fontWeight: 600, ml: 1 }}>
              {t('wishlists.detail.outOfStock')}
            </Box>
          )}
        </Typography>
      </Box>
      <Box
        sx={{
          gridColumn: { xs: '1 / -1', sm: 'auto' },
          display: 'flex',
          alignItems: 'center',
          justifyContent: { xs: 'space-between', sm: 'flex-end' },
          gap: 1,
        }}
      >
        {editable ? (
          <Box
            role="group"
            aria-label={t('wishlists.detail.quantityOf', { name: product.name })}
            sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 5 }}
          >
            <IconButton
              size="small"
              aria-label={t('wishlists.detail.less')}
              disabled={busy}
              onClick={() => (previous === 0 ? onRemove() : onQuantity(previous))}
            >
              <Remove fontSize="small" />
            </IconButton>
            {allowsManualInput(product) ? (
              <PiecesInput
                quantity={item.quantity}
                label={t('wishlists.detail.quantityOf', { name: product.name })}
                disabled={busy}
                onCommit={(quantity) => (quantity === 0 ? onRemove() : onQuantity(quantity))}
              />
            ) : (
              <Typography aria-live="polite" sx={{ minWidth: 72, textAlign: 'center', fontWeight: 700 }}>
                {quantityText}
              </Typography>
            )}
            <IconButton
              size="small"
              aria-label={t('wishlists.detail.more')}
              disabled={busy || next === item.quantity}
              onClick={() => onQuantity(next)}
            >
              <Add fontSize="small" />
            </IconButton>
          </Box>
        ) : (
          <Typography sx={{ fontWeight: 700 }}>{quantityText}</Typography>
        )}
        {editable && (
          <IconButton aria-label={t('wishlists.detail.remove', { name: product.name })} onClick={onRemove} disabled={busy}>
            <DeleteOutline />
          </IconButton>
        )}
      </Box>
    </Paper>
  );
}

/**
 * Pieces and packs may be typed (first file, section 5): the number is sent when the box loses the
 * focus or on Enter, and the server applies the list's rules (a refusal comes back as a toast).
 */
function PiecesInput({
  quantity,
  label,
  disabled,
  onCommit,
}: {
  quantity: number;
  label: string;
  disabled: boolean;
  onCommit: (quantity: number) => void;
}) {
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);
  const commit = () => {
    const typed = Number(draft.trim());
    if (draft.trim() === '' || !Number.isInteger(typed) || typed < 0) setDraft(String(quantity));
    else if (typed !== quantity) onCommit(typed);
  };
  return (
    <InputBase
      value={draft}
      onChange={(event) => setDraft(event.target.value.replace(/[^\d]/g, ''))}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
      disabled={disabled}
      inputProps={{ inputMode: 'numeric', 'aria-label': label, style: { textAlign: 'center', fontWeight: 700 } }}
      endAdornment={
        <Typography component="span" sx={{ fontWeight: 700, pr: 0.5 }}>
          {DEFAULT_PRODUCT_UNIT}
        </Typography>
      }
      sx={{ width: 72 }}
    />
  );
}
