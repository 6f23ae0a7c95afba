import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CookieChoice, choiceForAll } from '../utils/consent';

type Props = { initial: CookieChoice; onSave: (choice: CookieChoice) => void; onBack?: () => void };

/** The detailed view: one switch per kind of cookie, technical ones always on. */
export default function CookieOptions({ initial, onSave, onBack }: Props) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<CookieChoice>({ analytics: initial.analytics, profilation: initial.profilation });
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The view replaced the one the shopper was reading: bring keyboard and screen reader focus here.
  useEffect(() => headingRef.current?.focus(), []);

  const row = (kind: 'technical' | 'analytics' | 'profilation') => (
    <Stack key={kind} sx={{ gap: 0.25 }}>
      <FormControlLabel
        sx={{ m: 0, justifyContent: 'space-between' }}
        labelPlacement="start"
        label={<Typography sx={{ fontWeight: 600 }}>{t(`cookies.${kind}`)}</Typography>}
        control={
          <Switch
            checked={kind === 'technical' ? true : choice[kind]}
            disabled={kind === 'technical'}
            onChange={kind === 'technical' ? undefined : (event) => setChoice({ ...choice, [kind]: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': `cookie-${kind}-text` } }}
          />
        }
      />
      <Typography id={`cookie-${kind}-text`} variant="body2" color="text.secondary">
        {t(`cookies.${kind}Text`)}
      </Typography>
    </Stack>
  );

  return (
    <>
      <Typography ref={headingRef} tabIndex={-1} component="h2" variant="subtitle1" sx={{ fontWeight: 700, outline: 'none' }}>
        {t('cookies.customize')}
      </Typography>
      <Stack sx={{ gap: 1.5 }}>{(['technical', 'analytics', 'profilation'] as const).map(row)}</Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'flex-end' }}>
        {onBack && (
          <Button variant="text" onClick={onBack}>
            {t('cookies.back')}
          </Button>
        )}
        <Button variant="outlined" onClick={() => onSave(choiceForAll(false))}>
          {t('cookies.refuseAll')}
        </Button>
        <Button variant="contained" onClick={() => onSave(choice)}>
          {t('cookies.save')}
        </Button>
      </Stack>
    </>
  );
}
