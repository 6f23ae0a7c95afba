import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Product } from '@spesa/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChosenOptions } from '../api/cart-dialogs';
import { allOptionsChosen, preselectedOptions } from '../utils/product-options';

type Props = { product: Product; onChosen: (chosen: ChosenOptions) => void; onClose: () => void };

/**
 * The product option selector (first file, section 2): one choice per option of the product, the
 * ones already selected filled in; 'aggiungi al carrello' only once every option has a choice.
 */
export default function ProductOptionsDialog({ product, onChosen, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState<ChosenOptions>(() => preselectedOptions(product));
  const complete = allOptionsChosen(product, chosen);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {t('cart.optionsDialogTitle')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
        {product.selectOptions.map((option) => (
          <TextField
            key={option.parameterName}
            select
            label={option.name}
            value={chosen[option.parameterName] ?? ''}
            onChange={(event) => setChosen((current) => ({ ...current, [option.parameterName]: event.target.value }))}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            fullWidth
          >
            <option value="" disabled>
              —
            </option>
            {option.options.map((choice) => (
              <option key={choice.key} value={choice.key}>
                {choice.value}
              </option>
            ))}
          </TextField>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('cart.optionsDialogCancel')}</Button>
        <Button variant="contained" disabled={!complete} onClick={() => onChosen(chosen)}>
          {t('cart.optionsDialogSubmit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
