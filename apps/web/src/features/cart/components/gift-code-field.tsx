import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/client';
import { useAddGiftCode } from '../api/add-gift-code';
import { messageText } from '../api/cart-messages';
import { useCheckGiftCode } from '../api/check-gift-code';

/**
 * A gift certificate code: checked first (a code that is not valid, expired, used up or above the
 * cart's total gets the server's Italian reason under the field), then added to the cart, whose
 * answer shows the discount in the summary.
 */
export function GiftCodeField() {
  const { t } = useTranslation();
  const check = useCheckGiftCode();
  const add = useAddGiftCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = check.isPending || add.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) {
      setProblem(t('cart.giftCodeMissing'));
      return;
    }
    setProblem(null);
    try {
      await check.mutateAsync(typed);
    } catch (error) {
      setProblem(error instanceof ApiError && error.messages[0] ? messageText(error.messages[0]) : t('common.genericError'));
      return;
    }
    await add
      .mutateAsync(typed)
      .then(() => setCode(''))
      .catch(() => undefined);
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        fullWidth
        label={t('cart.giftCode')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? t('cart.giftCodeHelp')}
        slotProps={{ htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 40 } }}
      />
      <Button type="submit" variant="outlined" disabled={busy} sx={{ flexShrink: 0, height: 40 }}>
        {t('cart.giftCodeApply')}
      </Button>
    </Box>
  );
}
