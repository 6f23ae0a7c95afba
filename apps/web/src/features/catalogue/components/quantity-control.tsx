import AddIcon from '@mui/icons-material/Add';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import { decrement, formatLooseQuantity, increment, normalizeQuantity, type Product, quantityRulesOf } from '@spesa/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton, PlainIconButton } from '../../../components/ui/plain-button';
import { Text } from './text';

export type QuantityControlProps = {
  product: Product;
  /** The quantity in the cart: pieces, or kg (l) for products sold by weight; 0 when not in the cart. */
  value: number;
  /** Called with a quantity the domain rules accept (0 means "remove"). */
  onChange: (quantity: number) => void;
  size?: 'medium' | 'large';
  disabled?: boolean;
  /** The pointer or the focus reached the control: a press may follow (its handler's code can start downloading). */
  onIntent?: () => void;
};

const controlHeight = { medium: 40, large: 48 } as const;

/**
 * The quantity of a product, following the domain's quantity rules: 'Aggiungi' at 0, then minus
 * and plus by the product's step (QTY_MULT or STEP_SELLING, the first add of a loose product is
 * WEIGHT_SELLING), typing only for Pezzo and Confezione, never above the purchasable maximum.
 * A controlled component: the cart decides what `value` is.
 */
export function QuantityControl({ product, value, onChange, size = 'medium', disabled = false, onIntent }: QuantityControlProps) {
  const { t } = useTranslation();
  const rules = quantityRulesOf(product);
  const messageId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const height = controlHeight[size];

  const change = (quantity: number) => {
    setMessage(null);
    if (quantity !== value) onChange(quantity);
  };

  if (rules.maximum === 0) {
    return (
      <PlainButton variant="outlined" disabled style={{ width: '100%', height }}>
        {t('catalogue.product.notAvailable')}
      </PlainButton>
    );
  }

  if (value <= 0) {
    return (
      <PlainButton
        variant="contained"
        disabled={disabled}
        startIcon={<AddShoppingCartIcon />}
        aria-label={t('catalogue.quantity.addLabel', { name: product.name })}
        onClick={() => change(increment(product, 0))}
        onPointerEnter={onIntent}
        onFocus={onIntent}
        style={{ width: '100%', height }}
      >
        {t('catalogue.quantity.add')}
      </PlainButton>
    );
  }

  const shown = rules.soldByWeight ? formatLooseQuantity(value, rules.unit === 'pz' ? 'kg' : rules.unit) : String(value);

  const commitDraft = () => {
    if (draft === null) return;
    setDraft(null);
    const typed = Number(draft);
    if (draft.trim() === '' || !Number.isFinite(typed)) return;
    const result = normalizeQuantity(product, typed);
    if (result.ok) change(result.quantity);
    else if (result.code === 'errors.maxAcq' && result.limit !== null) {
      // Capped at the maximum, saying why.
      if (result.limit !== value) onChange(result.limit);
      setMessage(result.message);
    } else setMessage(result.message);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    } else if (event.key === 'Escape') setDraft(null);
  };

  return (
    <Box onPointerEnter={onIntent} onFocus={onIntent}>
      <Box
        role="group"
        aria-label={t('catalogue.quantity.groupLabel', { name: product.name })}
        sx={{
          display: 'flex',
          alignItems: 'center',
          height,
          border: 1,
          borderColor: 'primary.main',
          borderRadius: 1,
          overflow: 'hidden',
        }}
      >
        <PlainIconButton
          aria-label={t('catalogue.quantity.decrease', { name: product.name })}
          onClick={() => change(decrement(product, value))}
          disabled={disabled}
          color="primary"
          style={{ borderRadius: 0, height: '100%', width: height }}
        >
          <RemoveIcon />
        </PlainIconButton>
        <Box sx={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
          {rules.manualInput ? (
            <Box
              component="input"
              type="text"
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              aria-label={t('catalogue.quantity.inputLabel', { name: product.name })}
              aria-describedby={message ? messageId : undefined}
              aria-invalid={message ? true : undefined}
              disabled={disabled}
              value={draft ?? String(value)}
              onChange={(event: React.ChangeEvent<HTMLInputElement>) => setDraft(event.target.value.replace(/[^0-9]/g, ''))}
              onBlur={commitDraft}
              onKeyDown={onKeyDown}
              sx={{
                width: '100%',
                height: height - 8,
                border: 0,
                textAlign: 'center',
                font: 'inherit',
                fontWeight: 700,
                bgcolor: 'transparent',
                color: 'text.primary',
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid', borderRadius: 0.5 },
              }}
            />
          ) : (
            <Text component="output" aria-live="polite" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              {shown}
            </Text>
          )}
        </Box>
        <PlainIconButton
          aria-label={t('catalogue.quantity.increase', { name: product.name })}
          onClick={() => change(increment(product, value))}
          disabled={disabled || value >= rules.maximum}
          color="primary"
          style={{ borderRadius: 0, height: '100%', width: height }}
        >
          <AddIcon />
        </PlainIconButton>
      </Box>
      {message && (
        <Text id={messageId} role="alert" variant="caption" color="error.main" sx={{ display: 'block', mt: 0.5 }}>
          {message}
        </Text>
      )}
    </Box>
  );
}
