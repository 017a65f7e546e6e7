import SendIcon from '@mui/icons-material/Send';
import {
  Box,
  Button,
  Chip,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { alpha } from '@mui/material/styles';
import { type Inquiry, type InquiryMessage, isStaffRole } from '@chungcu/contracts';
import { type FormEvent, useState } from 'react';
import { useCurrentUser, useRowState } from '../../../data';
import { formatDateTime } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { RowStateMark } from '../../../ui/row-state-mark';
import { useSaveToast } from '../../../ui/save-toast';
import { useToast } from '../../../ui/toast';
import { postMessageWithPhotos, prepareInquiryFiles } from '../attachments';
import { useInquiryMessages } from '../queries';
import { inquiryStrings } from '../strings';
import { InfoCard } from './detail-info';
import { MessagePhotos, PhotosToSend } from './message-photos';

/** One message: who wrote it (you, the office, the resident), when, and whether it reached the server. */
function MessageBubble({ message, mine }: { message: InquiryMessage; mine: boolean }) {
  const s = useStrings(inquiryStrings).conversation;
  const state = useRowState('inquiryMessages', message.id);
  const who = mine ? s.you : message.fromStaff ? s.office : s.resident;
  return (
    <Box
      data-testid="conversation-message"
      data-internal={message.internal ? 'true' : 'false'}
      sx={{
        alignSelf: mine ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: (t) =>
          message.internal
            ? alpha(t.palette.warning.main, 0.1)
            : mine
              ? alpha(t.palette.primary.main, 0.08)
              : t.palette.grey[100],
        border: 1,
        borderColor: message.internal ? 'warning.light' : 'divider',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="caption" sx={{ fontWeight: 700 }}>
          {who}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatDateTime(message.createdAt)}
        </Typography>
        {message.internal && <Chip size="small" color="warning" label={s.internalBadge} />}
        <RowStateMark state={state} />
      </Stack>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
        {message.body}
      </Typography>
      <MessagePhotos messageId={message.id} />
    </Box>
  );
}

/**
 * A request's conversation between its resident and the office: every message, oldest first,
 * and a box to write one, offline too (it shows at once and goes with the next sync). Staff may
 * write an internal note, which no resident sees.
 */
export function ConversationCard({ inquiry }: { inquiry: Inquiry }) {
  const s = useStrings(inquiryStrings);
  const c = s.conversation;
  const user = useCurrentUser();
  const staff = isStaffRole(user?.role ?? 'resident');
  const messages = useInquiryMessages(inquiry.id);
  const save = useSaveToast();
  const toast = useToast();
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);

  const failed = (title: string, error: unknown) =>
    toast({
      title,
      description: error instanceof Error ? error.message : undefined,
      variant: 'destructive',
    });

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (!text) return;
    // The box empties as the message is written, not once it is kept: the message shows in the
    // list before that, and a choice made meanwhile for the next one (the note switch) must not
    // be undone when this one finishes.
    const draft = { body, internal, photos };
    setBody('');
    setInternal(false);
    setPhotos([]);
    setBusy(true);
    try {
      const kept = await save(
        () =>
          postMessageWithPhotos(inquiry.id, { body: text, internal: draft.internal }, draft.photos),
        { title: c.sent },
      );
      // The message is kept whatever becomes of its photos: a photo that cannot be prepared
      // says so on its own.
      await prepareInquiryFiles(kept).catch((error: unknown) => failed(s.toast.errorTitle, error));
    } catch (error) {
      // Nothing was kept: the message comes back to the box, to be sent again.
      setBody(draft.body);
      setInternal(draft.internal);
      setPhotos(draft.photos);
      failed(c.failed, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <InfoCard title={staff ? c.titleStaff : c.titleResident}>
      <Stack spacing={1} data-testid="conversation" aria-live="polite">
        {messages?.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {c.empty}
          </Typography>
        )}
        {messages?.map((message) => (
          <MessageBubble key={message.id} message={message} mine={message.authorId === user?.id} />
        ))}
      </Stack>
      <Box
        component="form"
        onSubmit={(event) => void send(event)}
        noValidate
        data-testid="conversation-compose"
      >
        <TextField
          label={c.label}
          placeholder={c.placeholder}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': 'conversation-input', maxLength: 5000 } }}
        />
        <PhotosToSend photos={photos} onChange={setPhotos} disabled={busy} />
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
        >
          {staff ? (
            <FormControlLabel
              control={
                <Switch
                  checked={internal}
                  onChange={(event) => setInternal(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'conversation-internal' } as object }}
                />
              }
              label={c.internal}
            />
          ) : (
            <span />
          )}
          <Button
            type="submit"
            variant="contained"
            endIcon={<SendIcon />}
            disabled={busy || !body.trim()}
            data-testid="conversation-send"
          >
            {c.send}
          </Button>
        </Stack>
      </Box>
    </InfoCard>
  );
}
