import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatEuro, type OrderItem, type Product } from '@spesa/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { useProducts } from '../../catalogue/api/get-products';
import { useDebouncedValue } from '../../search-box/hooks/use-debounced-value';
import { ActionNotice } from './action-notice';
import { parseWeight } from './format-back-office';
import type { useOrderActions } from './use-order-actions';

type Props = { item: OrderItem; actions: ReturnType<typeof useOrderActions>; onClose: () => void };

/** Results the search shows: enough to pick from without scrolling far. */
const RESULTS = 8;

/**
 * Another product for a line whose shopper accepts alternatives: a catalogue search (the shop's own
 * products call), a choice, the quantity (pieces, or kg for a loose product). The server charges it
 * at most what the line cost.
 */
export function SubstituteDialog({ item, actions, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState(item.product.name.split(' ')[0] ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  const results = useProducts({ q, pageSize: RESULTS }, { enabled: q.length >= 2 });
  const [chosen, setChosen] = useState<Product | null>(null);
  const [quantityText, setQuantityText] = useState(String(item.quantity).replace('.', ','));
  const [error, setError] = useState<string | null>(null);
  const candidates = (results.data?.products ?? []).filter((product) => product.productId !== item.product.productId);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const quantity = parseWeight(quantityText);
    if (!chosen) return setError(t('backOffice.substitute.chooseProduct'));
    if (quantity === null) return setError(t('backOffice.substitute.quantityInvalid'));
    setError(null);
    const done = await actions.run(
      { kind: 'substitute', orderLineId: item.orderItemId, productId: chosen.productId, quantity },
      t('backOffice.substitute.done', { name: item.product.name, substitute: chosen.name }),
      item.orderItemId,
    );
    if (done) onClose();
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={save} noValidate>
        <DialogTitle id={titleId}>{t('backOffice.substitute.title', { name: item.product.name })}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <TextField
            label={t('backOffice.substitute.search')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            autoFocus
            type="search"
            sx={{ mt: 1 }}
          />
          {results.isFetching && <LinearProgress aria-hidden />}
          {q.length >= 2 && results.data && candidates.length === 0 && (
            <Typography sx={{ color: 'text.secondary' }}>{t('backOffice.substitute.none')}</Typography>
          )}
          {candidates.length > 0 && (
            <RadioGroup
              aria-label={t('backOffice.substitute.results')}
              value={chosen ? String(chosen.productId) : ''}
              onChange={(event) =>
                setChosen(candidates.find((product) => String(product.productId) === event.target.value) ?? null)
              }
            >
              {candidates.map((product) => (
                <FormControlLabel
                  key={product.productId}
                  value={String(product.productId)}
                  control={<Radio size="small" />}
                  label={`${product.name} · ${product.brand} · ${formatEuro(product.priceCents)}/${product.weightUnitDisplay}`}
                />
              ))}
            </RadioGroup>
          )}
          <TextField
            label={t('backOffice.substitute.quantity')}
            value={quantityText}
            onChange={(event) => setQuantityText(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ maxWidth: 200 }}
          />
          {error && <ResponseMessage kind="error">{error}</ResponseMessage>}
          {/* The server's refusal, while the dialog stays open. */}
          <ActionNotice
            notice={actions.noticeAt(item.orderItemId)?.severity === 'error' ? actions.noticeAt(item.orderItemId) : null}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('backOffice.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={actions.isPending}>
            {t('backOffice.substitute.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
