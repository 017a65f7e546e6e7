import { Alert, Box, Button, Rating, Stack, TextField, Typography } from '@mui/material';
import { type Inquiry, isStaffRole } from '@chungcu/contracts';
import { useState } from 'react';
import { useCurrentUser } from '../../../data';
import { useSaveToast } from '../../../ui/save-toast';
import { useToast } from '../../../ui/toast';
import { formatUpdated } from '../logic/dates';
import { confirmInquiry, returnInquiry } from '../mutations';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { InfoCard } from './detail-info';

/** The resident's form: a rating and a comment to confirm, or a reason to send the work back. */
function VerdictForm({ inquiry }: { inquiry: Inquiry }) {
  const { verdict: s, toast: t } = useStrings(inquiryStrings);
  const save = useSaveToast();
  const toast = useToast();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [returning, setReturning] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, title: string) => {
    setBusy(true);
    try {
      await save(action, { title });
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: error instanceof Error ? error.message : t.saveFailed,
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack spacing={1.5} data-testid="verdict-form">
      <Typography>{s.ask}</Typography>
      {returning ? (
        <>
          <TextField
            label={s.reason}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            multiline
            minRows={2}
            required
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              color="warning"
              disabled={busy || !reason.trim()}
              onClick={() => void run(() => returnInquiry(inquiry.id, reason), s.returnedToast)}
              sx={{ minHeight: 44 }}
            >
              {s.sendBack}
            </Button>
            <Button onClick={() => setReturning(false)} sx={{ minHeight: 44 }}>
              {s.cancel}
            </Button>
          </Stack>
        </>
      ) : (
        <>
          <Box>
            <Typography component="legend" variant="body2" color="text.secondary">
              {s.rating}
            </Typography>
            <Rating
              name="verdict-rating"
              value={rating}
              onChange={(_, value) => setRating(value)}
              getLabelText={s.stars}
              size="large"
            />
          </Box>
          <TextField
            label={s.comment}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
            multiline
            minRows={2}
          />
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              variant="contained"
              disabled={busy || rating === null}
              onClick={() =>
                void run(
                  () => confirmInquiry(inquiry.id, { rating: rating ?? 0, comment }),
                  s.confirmedToast,
                )
              }
              sx={{ minHeight: 44 }}
            >
              {s.confirm}
            </Button>
            <Button variant="outlined" onClick={() => setReturning(true)} sx={{ minHeight: 44 }}>
              {s.notDone}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}

/**
 * The verdict on completed work: the resident confirms it with a rating or returns it
 * with a reason; staff see the rating, or why it came back. Nothing shows before there is either.
 */
export function VerdictCard({ inquiry }: { inquiry: Inquiry }) {
  const s = useStrings(inquiryStrings).verdict;
  const isStaff = isStaffRole(useCurrentUser()?.role ?? 'resident');
  const awaiting = inquiry.status === 'completed' && !inquiry.confirmedAt;
  const returned = inquiry.returnReason && !inquiry.confirmedAt && inquiry.status !== 'completed';
  if (inquiry.confirmedAt && inquiry.rating !== null) {
    return (
      <InfoCard title={isStaff ? s.residentRating : s.confirmed}>
        <Box data-testid="verdict-confirmed" data-rating={inquiry.rating}>
          <Rating value={inquiry.rating} readOnly aria-label={s.stars(inquiry.rating)} />
          <Typography variant="body2">{s.stars(inquiry.rating)}</Typography>
          {inquiry.ratingComment && (
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{inquiry.ratingComment}</Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {formatUpdated(inquiry.confirmedAt)}
          </Typography>
        </Box>
      </InfoCard>
    );
  }
  if (returned) {
    return (
      <Alert severity="warning" data-testid="verdict-returned">
        <Typography sx={{ fontWeight: 600 }}>
          {isStaff ? s.returnedByResident : s.returnedByYou}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{inquiry.returnReason}</Typography>
        {inquiry.returnedAt && (
          <Typography variant="caption">{formatUpdated(inquiry.returnedAt)}</Typography>
        )}
      </Alert>
    );
  }
  if (awaiting && !isStaff) {
    return (
      <InfoCard title={s.title}>
        <VerdictForm inquiry={inquiry} />
      </InfoCard>
    );
  }
  return null;
}
