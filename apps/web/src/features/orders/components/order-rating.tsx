import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Order, type OrderRating, orderRatingRefusal, RATING_COMMENT_MAX_LENGTH } from '@spesa/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResponseMessage } from '../../../components/ui/response-message';
import { useOrderRating, useSaveOrderRating } from '../api/order-notes';

/**
 * "Valuta l'ordine" once it is delivered or partially delivered (the domain's rule): 1–5 stars and an
 * optional comment, saved once (note/order/add), then shown with a button to change it (note/order/update).
 */
export function OrderRatingSection({ order }: { order: Order }) {
  const { t } = useTranslation();
  const rateable = orderRatingRefusal(order) === null;
  const rating = useOrderRating(order.orderId, rateable);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const titleId = useId();
  if (!rateable) return null;

  let body: React.ReactNode;
  if (rating.isPending) body = <Skeleton variant="rounded" height={80} />;
  else if (rating.isError) body = <ResponseMessage kind="error">{rating.error.message}</ResponseMessage>;
  else if (rating.data && !editing)
    body = (
      <GivenRating
        rating={rating.data}
        onEdit={() => {
          setSaved(null);
          setEditing(true);
        }}
      />
    );
  else
    body = (
      <RatingForm
        order={order}
        current={rating.data}
        onCancel={rating.data ? () => setEditing(false) : undefined}
        onSaved={(info) => {
          setSaved(info);
          setEditing(false);
        }}
      />
    );

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('orders.ratingTitle')}
      </Typography>
      {saved && (
        <ResponseMessage kind="info" sx={{ mb: 1.5 }} onClose={() => setSaved(null)}>
          {saved}
        </ResponseMessage>
      )}
      {body}
    </Paper>
  );
}

const starsLabel = (t: (key: string, options?: Record<string, unknown>) => string) => (value: number) =>
  t('orders.ratingStars', { count: value });

function GivenRating({ rating, onEdit }: { rating: OrderRating; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('orders.ratingYours')}
      </Typography>
      <Rating value={rating.score} readOnly aria-label={starsLabel(t)(rating.score)} />
      {rating.comment && <Typography sx={{ whiteSpace: 'pre-wrap' }}>{rating.comment}</Typography>}
      <Button variant="text" onClick={onEdit} sx={{ ml: -1 }}>
        {t('orders.ratingEdit')}
      </Button>
    </Box>
  );
}

type FormProps = {
  order: Order;
  current: OrderRating | null | undefined;
  onCancel?: () => void;
  onSaved: (info: string | null) => void;
};

function RatingForm({ order, current, onCancel, onSaved }: FormProps) {
  const { t } = useTranslation();
  const save = useSaveOrderRating(order.orderId);
  const [score, setScore] = useState<number | null>(current?.score ?? null);
  const [comment, setComment] = useState(current?.comment ?? '');
  const [missingScore, setMissingScore] = useState(false);
  const scoreLabelId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (score === null) {
      setMissingScore(true);
      return;
    }
    save.mutate({ noteId: current?.noteId ?? null, score, comment }, { onSuccess: ({ info }) => onSaved(info) });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography variant="body2">{t('orders.ratingIntro')}</Typography>
      <Box>
        <Typography id={scoreLabelId} component="legend" variant="body2" sx={{ fontWeight: 700 }}>
          {t('orders.ratingScore')}
        </Typography>
        <Rating
          name={`rating-${order.orderId}`}
          value={score}
          size="large"
          aria-labelledby={scoreLabelId}
          getLabelText={starsLabel(t)}
          emptyLabelText={t('orders.ratingEmpty')}
          onChange={(_event, value) => {
            setScore(value);
            setMissingScore(false);
          }}
        />
        {missingScore && (
          <Typography role="alert" variant="body2" sx={{ color: 'error.main' }}>
            {t('orders.ratingScoreRequired')}
          </Typography>
        )}
      </Box>
      <TextField
        label={t('orders.ratingComment')}
        multiline
        minRows={2}
        fullWidth
        value={comment}
        onChange={(event) => setComment(event.target.value.slice(0, RATING_COMMENT_MAX_LENGTH))}
        slotProps={{ htmlInput: { maxLength: RATING_COMMENT_MAX_LENGTH } }}
        helperText={t('checkout.commentCounter', { count: comment.length, max: RATING_COMMENT_MAX_LENGTH })}
      />
      {save.isError && <ResponseMessage kind="error">{save.error.message}</ResponseMessage>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {current ? t('orders.ratingUpdate') : t('orders.ratingSave')}
        </Button>
        {onCancel && (
          <Button variant="text" onClick={onCancel}>
            {t('orders.ratingCancelEdit')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
