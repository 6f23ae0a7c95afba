import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdminOrder,
  formatCartQuantity,
  formatEuro,
  isSoldByWeight,
  linePreparationRefusal,
  type OrderItem,
  substitutionRefusal,
  weighedLineCents,
  weighRefusal,
  weightThousandthsOf,
} from '@spesa/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppliedPromotionNote } from '../../../components/ui/applied-promotion';
import { ActionNotice } from './action-notice';
import { SubstituteDialog } from './substitute-dialog';
import type { useOrderActions } from './use-order-actions';

type Actions = ReturnType<typeof useOrderActions>;

/** The shopper accepted another product for this line (the cart line's accept_alternatives). */
export function acceptsAlternatives(item: OrderItem): boolean {
  return item.cartItemInfo.accept_alternatives === 'true';
}

/** The product the line delivers: the substitute when there is one, else the one ordered. */
function deliveredProduct(item: OrderItem) {
  return item.delivered?.product ?? item.product;
}

/**
 * The order's lines, ordered against delivered. While the store prepares the order (4, 5, 6), loose
 * lines take their real weight, lines whose shopper accepts alternatives may be substituted, and a
 * prepared line may be reset to what was ordered.
 */
export function OrderLines({ order, actions }: { order: AdminOrder; actions: Actions }) {
  const { t } = useTranslation();
  const preparing = linePreparationRefusal(order.orderStatusId) === null;
  return (
    <Box component="section" aria-labelledby="back-office-lines">
      <Typography id="back-office-lines" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('backOffice.lines.title', { count: order.orderItems.length })}
      </Typography>
      {!preparing && order.nextStatuses.length > 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {t('backOffice.lines.notPreparing')}
        </Alert>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {order.orderItems.map((item) => (
          <OrderLine key={item.orderItemId} item={item} preparing={preparing} actions={actions} />
        ))}
      </Box>
    </Box>
  );
}

function OrderLine({ item, preparing, actions }: { item: OrderItem; preparing: boolean; actions: Actions }) {
  const { t } = useTranslation();
  const [substituting, setSubstituting] = useState(false);
  const { product, delivered } = item;
  const deliveredAs = deliveredProduct(item);
  const substitute = delivered?.product && delivered.product.productId !== product.productId ? delivered.product : null;
  const weighable = preparing && weighRefusal({ variableWeight: isSoldByWeight(deliveredAs) }) === null;
  const replaceable = preparing && substitutionRefusal({ acceptAlternatives: acceptsAlternatives(item) }) === null;
  return (
    <Paper component="li" variant="outlined" aria-label={product.name} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'baseline' }}>
        <Typography sx={{ fontWeight: 700 }}>{product.name}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {[product.brand, product.packageDescr].filter(Boolean).join(' · ')}
        </Typography>
        {isSoldByWeight(product) && <Chip size="small" label={t('backOffice.lines.loose')} />}
        {acceptsAlternatives(item) && <Chip size="small" variant="outlined" label={t('backOffice.lines.acceptsAlternatives')} />}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: { xs: 0.5, sm: 2 },
          mt: 1,
        }}
      >
        <Typography variant="body2">
          {t('backOffice.lines.ordered', {
            quantity: formatCartQuantity(product, item.quantity),
            amount: formatEuro(item.grossTotalCents),
          })}
        </Typography>
        <Typography
          variant="body2"
          sx={{ fontWeight: delivered ? 700 : 400, color: delivered ? 'text.primary' : 'text.secondary' }}
        >
          {delivered
            ? t('backOffice.lines.delivered', {
                quantity: formatCartQuantity(deliveredAs, delivered.weight ?? delivered.quantity ?? item.quantity),
                amount: formatEuro(delivered.grossTotalCents ?? item.grossTotalCents),
              })
            : t('backOffice.lines.toPrepare')}
        </Typography>
      </Box>
      <AppliedPromotionNote promotion={item.promotion} />
      {substitute && (
        <Typography variant="body2" sx={{ color: 'warning.dark', mt: 0.5 }}>
          {t('backOffice.lines.substitutedWith', { name: substitute.name })}
        </Typography>
      )}
      {item.cartItemInfo.notes && (
        <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic' }}>
          {t('backOffice.lines.notes', { notes: item.cartItemInfo.notes })}
        </Typography>
      )}
      {(weighable || replaceable || (preparing && delivered)) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mt: 1.5 }}>
          {weighable && <WeighForm item={item} actions={actions} />}
          {replaceable && (
            <Button variant="outlined" size="small" onClick={() => setSubstituting(true)} sx={{ mt: 0.5 }}>
              {t('backOffice.lines.substitute')}
            </Button>
          )}
          {preparing && delivered && (
            <Button
              size="small"
              color="inherit"
              disabled={actions.isPending}
              sx={{ mt: 0.5 }}
              aria-label={t('backOffice.lines.resetOf', { name: product.name })}
              onClick={() =>
                void actions.run(
                  { kind: 'reset', orderLineId: item.orderItemId },
                  t('backOffice.lines.resetDone', { name: product.name }),
                  item.orderItemId,
                )
              }
            >
              {t('backOffice.lines.reset')}
            </Button>
          )}
        </Box>
      )}
      <ActionNotice notice={actions.noticeAt(item.orderItemId)} />
      {substituting && <SubstituteDialog item={item} actions={actions} onClose={() => setSubstituting(false)} />}
    </Paper>
  );
}

/** The real weight of a loose line in kg, with the amount it makes before it is saved. */
function WeighForm({ item, actions }: { item: OrderItem; actions: Actions }) {
  const { t } = useTranslation();
  const product = deliveredProduct(item);
  const [text, setText] = useState(item.delivered?.weight != null ? String(item.delivered.weight).replace('.', ',') : '');
  const [error, setError] = useState<string | null>(null);
  const thousandths = weightThousandthsOf(text);
  const amount = thousandths === null ? null : weighedLineCents(product.priceCents, thousandths);
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (thousandths === null) {
      setError(t('backOffice.lines.weightInvalid'));
      return;
    }
    setError(null);
    await actions.run(
      { kind: 'weigh', orderLineId: item.orderItemId, weight: thousandths / 1000 },
      t('backOffice.lines.weighed', { name: item.product.name }),
      item.orderItemId,
    );
  };
  return (
    <Box component="form" onSubmit={save} noValidate sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('backOffice.lines.weight')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        error={error !== null}
        helperText={error ?? (amount !== null ? t('backOffice.lines.weighedAmount', { amount: formatEuro(amount) }) : ' ')}
        slotProps={{
          htmlInput: { inputMode: 'decimal', 'aria-label': t('backOffice.lines.weightOf', { name: item.product.name }) },
          formHelperText: { role: 'status' } as object,
        }}
        sx={{ width: 180 }}
      />
      <Button type="submit" size="small" variant="contained" disabled={actions.isPending} sx={{ mt: 0.5 }}>
        {t('backOffice.lines.weigh')}
      </Button>
    </Box>
  );
}
