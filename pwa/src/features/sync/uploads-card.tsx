import {
  Button,
  Card,
  CardContent,
  CardHeader,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { type UploadView, retryAttachmentUpload, syncEngine, useUploads } from '../../data';
import { type StringsOf, useStrings } from '../../lib/i18n';
import { syncStrings } from './strings';

function stateText(upload: UploadView, s: StringsOf<typeof syncStrings>): string {
  if (upload.status === 'failed') return s.uploadFailed(upload.error ?? s.unknownError);
  if (upload.status === 'uploading') {
    return s.uploadRunning(s.kilobytes(upload.sentBytes), s.kilobytes(upload.totalBytes));
  }
  return upload.error ? s.stateRetrying(upload.error) : s.uploadQueued;
}

/** Every photo and file not yet on the server, with its progress; a refused one can be retried. */
export function UploadsCard() {
  const s = useStrings(syncStrings);
  const uploads = useUploads();
  const retry = async (id: string) => {
    await retryAttachmentUpload(id);
    await syncEngine.syncOnce();
  };
  return (
    <Card sx={{ borderRadius: 3 }} data-testid="uploads-card">
      <CardHeader
        title={s.uploadsTitle}
        subheader={uploads.length ? String(uploads.length) : undefined}
        slotProps={{ title: { variant: 'h6' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {uploads.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {s.uploadsEmpty}
          </Typography>
        ) : (
          <Stack spacing={1.5}>
            {uploads.map((upload) => (
              <Stack
                key={upload.id}
                spacing={0.5}
                data-testid="upload-item"
                data-status={upload.status}
              >
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'center' }}
                >
                  <Typography variant="body2" noWrap sx={{ minWidth: 0 }}>
                    {upload.fileName}
                  </Typography>
                  {upload.status === 'failed' && (
                    <Button size="small" onClick={() => void retry(upload.id)}>
                      {s.uploadRetry}
                    </Button>
                  )}
                </Stack>
                <LinearProgress
                  variant="determinate"
                  color={upload.status === 'failed' ? 'error' : 'primary'}
                  value={upload.totalBytes ? (100 * upload.sentBytes) / upload.totalBytes : 0}
                />
                <Typography
                  variant="caption"
                  color={upload.status === 'failed' ? 'error' : 'text.secondary'}
                >
                  {stateText(upload, s)}
                </Typography>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
