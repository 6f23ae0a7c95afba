import DeleteOutline from '@mui/icons-material/DeleteOutline';
import NotesOutlined from '@mui/icons-material/NotesOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CART_NOTE_MAX_LENGTH, type CartItem, formatEuro } from '@spesa/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppliedPromotionNote } from '../../../components/ui/applied-promotion';
import { showToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { PromoBadge } from '../../catalogue/components/product-badges';
import { ProductImage } from '../../catalogue/components/product-image';
import { formatProductPrice } from '../../catalogue/components/product-price';
import { QuantityControl } from '../../catalogue/components/quantity-control';
import { visuallyHidden } from '../../catalogue/components/visually-hidden';
import { useUpdateCartItemInfos } from '../api/update-cart-item-infos';
import { useCartQuantity } from '../hooks/use-cart-quantity';

/** The chosen options as the shopper reads them: 'Pulizia: Sfilettato'. */
function optionsText(item: CartItem): string {
  return item.product.selectOptions
    .map((option) => {
      const key = item.params[option.parameterName];
      const choice = option.options.find((candidate) => candidate.key === key);
      return choice ? `${option.name}: ${choice.value}` : null;
    })
    .filter(Boolean)
    .join(', ');
}

/**
 * One cart line (first file, section 2): picture, name, description, price, minus and plus,
 * promotion, gross total and remove (confirmed); below, the line's note for the picker and
 * whether an alternative product is welcome. `editable` false shows the line without controls.
 */
export function CartItemRow({ item, editable }: { item: CartItem; editable: boolean }) {
  const { t } = useTranslation();
  const { product } = item;
  const nameId = useId();
  const { setLineQuantity, removeLine } = useCartQuantity();
  const options = optionsText(item);
  const description = [product.packageDescr, options && t('cart.options', { options })].filter(Boolean).join(' · ');

  return (
    <Box
      component="li"
      aria-labelledby={nameId}
      sx={{
        listStyle: 'none',
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: '64px minmax(0, 1fr) auto', columnGap: 1.5, alignItems: 'start' }}>
        {/* The picture leads where the name does: a finger-sized twin of the name's link (out of the Tab order). */}
        <Box
          component={RouterLink}
          to={paths.product.to(product.slug)}
          tabIndex={-1}
          aria-hidden="true"
          sx={{ display: 'block', width: 64, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}
        >
          <ProductImage product={product} size={64} decorative />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Link
            id={nameId}
            component={RouterLink}
            to={paths.product.to(product.slug)}
            underline="hover"
            sx={{ fontWeight: 700, color: 'text.primary', display: 'block' }}
          >
            {product.name}
          </Link>
          {description && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {description}
            </Typography>
          )}
          <Typography variant="body2">{formatProductPrice(product.priceCents, product)}</Typography>
          {product.warehousePromo && (
            <Box sx={{ mt: 0.5 }}>
              <PromoBadge promo={product.warehousePromo} />
            </Box>
          )}
          <AppliedPromotionNote promotion={item.promotion} />
        </Box>
        {editable && (
          <IconButton
            aria-label={t('cart.remove', { name: product.name })}
            onClick={() => void removeLine(item)}
            size="small"
            sx={{ mt: -0.5 }}
          >
            <DeleteOutline />
          </IconButton>
        )}
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, pl: { sm: 9.5 } }}>
        <Box sx={{ width: 168, flexShrink: 0 }}>
          <QuantityControl
            product={product}
            value={item.quantity}
            onChange={(quantity) => void setLineQuantity(item, quantity)}
            disabled={!editable}
          />
        </Box>
        <Typography sx={{ flex: 1, textAlign: 'right', fontWeight: 800 }} data-testid="line-total">
          <Box component="span" sx={visuallyHidden}>
            {`${t('cart.lineTotal')} `}
          </Box>
          {formatEuro(item.grossTotalCents)}
        </Typography>
      </Box>
      {editable && <CartItemInfos item={item} />}
    </Box>
  );
}

/** The line's note (saved with its button) and the accept-alternatives switch (saved at once), through update-infos. */
function CartItemInfos({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const updateInfos = useUpdateCartItemInfos();
  const saved = item.cartItemInfo.notes;
  const [notesOpen, setNotesOpen] = useState(saved !== '');
  const [draft, setDraft] = useState(saved);
  const acceptsAlternatives = item.cartItemInfo.accept_alternatives === 'true';
  const name = item.product.name;

  return (
    <Box sx={{ pl: { sm: 9.5 }, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <FormControlLabel
          sx={{ mr: 'auto' }}
          control={
            <Switch
              size="small"
              checked={acceptsAlternatives}
              disabled={updateInfos.isPending}
              onChange={(event) =>
                updateInfos.mutate({ itemId: item.itemId, infos: { accept_alternatives: event.target.checked } })
              }
              slotProps={{ input: { 'aria-label': `${t('cart.acceptAlternatives')}: ${name}` } }}
            />
          }
          label={<Typography variant="body2">{t('cart.acceptAlternatives')}</Typography>}
        />
        {!notesOpen && (
          <Button size="small" startIcon={<NotesOutlined />} onClick={() => setNotesOpen(true)}>
            {t('cart.notes')}
          </Button>
        )}
      </Box>
      {notesOpen && (
        <Box
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            updateInfos.mutate(
              { itemId: item.itemId, infos: { notes: draft.trim() } },
              { onSuccess: () => void showToast(t('cart.notesSaved'), { variant: 'success' }) },
            );
          }}
          sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            fullWidth
            multiline
            maxRows={3}
            label={t('cart.notes')}
            placeholder={t('cart.notesHelp')}
            value={draft}
            onChange={(event) => setDraft(event.target.value.slice(0, CART_NOTE_MAX_LENGTH))}
            slotProps={{ htmlInput: { maxLength: CART_NOTE_MAX_LENGTH, 'aria-label': `${t('cart.notes')}: ${name}` } }}
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={draft.trim() === saved || updateInfos.isPending}
            sx={{ flexShrink: 0 }}
          >
            {t('cart.notesSave')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
