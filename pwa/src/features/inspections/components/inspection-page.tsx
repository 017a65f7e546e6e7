import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  LinearProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useCurrentUser, useRowState } from '../../../data';
import { AttachmentThumb } from '../../../ui/attachment-thumb';
import { useToast } from '../../../ui/toast';
import { formatWhen, nameOfUser } from '../format';
import {
  completeInspection,
  createFindingRequests,
  setSummary,
  signInspection,
} from '../mutations';
import { useInspection, useInspectionFiles } from '../queries';
import { useStrings } from '../../../lib/i18n';
import { inspectionStrings } from '../strings';
import { ItemRow } from './item-row';
import { SignaturePad } from './signature-pad';
import { PageLoading } from '../../../ui/page-loading';

/** Whether this inspection's row waits for the server, or a change to it was refused. */
function RowStateMark({ id }: { id: string }) {
  const s = useStrings(inspectionStrings).page;
  const state = useRowState('inspections', id);
  if (!state) return null;
  return state.status === 'pending' ? (
    <Chip size="small" color="warning" label={s.pending} data-testid="inspection-row-state" />
  ) : (
    <Alert severity="error" data-testid="inspection-row-state" sx={{ py: 0 }}>
      {s.failed(state.reason)}
    </Alert>
  );
}

/**
 * The walk through one unit: every section's items with pass / fail / N/A, notes and photos,
 * then the summary, the drawn signature and completion. Everything is a mutation over the
 * device's mirror, so it works offline and a closed tab resumes where it was.
 */
export function InspectionPage() {
  const { page: s, toast: t } = useStrings(inspectionStrings);
  const { id } = useParams();
  const view = useInspection(id);
  const files = useInspectionFiles(id);
  const user = useCurrentUser();
  const toast = useToast();
  const [summary, setSummaryText] = useState('');
  const [askingAll, setAskingAll] = useState(false);
  const savedSummary = view?.inspection.summary ?? '';
  useEffect(() => setSummaryText(savedSummary), [savedSummary]);
  const onError = (error: unknown) =>
    toast({
      title: t.errorTitle,
      description: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });

  if (view === undefined) return <PageLoading label={s.loading} />;
  if (view === null) return <Alert severity="warning">{s.notFound}</Alert>;
  const { inspection, template, unit, sections, resultOf } = view;
  const readOnly = Boolean(inspection.completedAt);
  const total = template.items.length;
  const signature = files.signatures.at(-1);
  // Failed items with no request yet, in the checklist's order: one tap makes a request for each.
  const unasked = template.items
    .filter((item) => {
      const result = resultOf.get(item.id);
      return result?.outcome === 'fail' && !result.inquiryId;
    })
    .map((item) => item.id);
  const askAll = () => {
    setAskingAll(true);
    createFindingRequests(inspection.id, unasked)
      .then((made) => toast({ title: t.requestsTitle, description: t.requestsMade(made) }))
      .catch(onError)
      .finally(() => setAskingAll(false));
  };

  return (
    <Box data-testid="inspection-page" data-completed={readOnly ? 'true' : 'false'}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <IconButton
          component={RouterLink}
          to={`/apartments/${inspection.apartmentId}`}
          aria-label={s.back}
        >
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h5" component="h1">
          {s.title(template.name, unit?.unitNumber ?? '')}
        </Typography>
        <RowStateMark id={inspection.id} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', mb: 2, alignItems: 'center' }}>
        <Typography color="text.secondary">
          {s.startedAt(formatWhen(inspection.startedAt))}
        </Typography>
        {inspection.completedAt && (
          <Chip color="success" label={s.completedAt(formatWhen(inspection.completedAt))} />
        )}
        <Typography data-testid="inspection-answered">
          {s.answered(resultOf.size, total)}
        </Typography>
        <Button
          component={RouterLink}
          to={`/inspections/${inspection.id}/report`}
          startIcon={<PrintIcon />}
          sx={{ minHeight: 48 }}
          data-testid="inspection-report-link"
        >
          {s.report}
        </Button>
        {unasked.length > 0 && (
          <Button
            variant="outlined"
            color="error"
            onClick={askAll}
            disabled={askingAll}
            sx={{ minHeight: 48 }}
            data-testid="create-all-findings"
          >
            {s.createAllRequests(unasked.length)}
          </Button>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={total ? (resultOf.size / total) * 100 : 0}
        aria-label={s.answered(resultOf.size, total)}
        sx={{ mb: 2 }}
      />
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {s.completedNote}
        </Alert>
      )}
      <Stack spacing={2}>
        {sections.map((section) => (
          <Card key={section.name} variant="outlined" data-testid="inspection-section">
            <CardContent>
              <Typography variant="h6" component="h2">
                {section.name}
              </Typography>
              {section.items.map((item) => (
                <ItemRow
                  key={item.id}
                  inspection={inspection}
                  item={item}
                  result={resultOf.get(item.id)}
                  photos={files.photosOf(item.id)}
                  readOnly={readOnly}
                  onError={onError}
                />
              ))}
            </CardContent>
          </Card>
        ))}
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {s.summary}
              </Typography>
              <TextField
                label={s.summary}
                placeholder={s.summaryPlaceholder}
                value={summary}
                onChange={(event) => setSummaryText(event.target.value)}
                onBlur={() => {
                  if (summary.trim() !== savedSummary) {
                    setSummary(inspection.id, summary.trim()).catch(onError);
                  }
                }}
                disabled={readOnly}
                multiline
                minRows={2}
                slotProps={{ htmlInput: { 'data-testid': 'inspection-summary' } }}
              />
              <Typography variant="h6" component="h2">
                {s.signature}
              </Typography>
              {signature && (
                <Stack spacing={1} data-testid="signature-saved" sx={{ maxWidth: 320 }}>
                  <AttachmentThumb attachment={signature} alt={s.signature} height={100} />
                  <Typography variant="body2">
                    {s.signatureSaved}: {inspection.signedBy}
                  </Typography>
                </Stack>
              )}
              {!readOnly && (
                <SignaturePad
                  defaultName={inspection.signedBy ?? nameOfUser(user)}
                  onSave={(image, signedBy) =>
                    void signInspection(inspection.id, image, signedBy, files.signatures).catch(
                      onError,
                    )
                  }
                />
              )}
              {!readOnly && (
                <Box>
                  <Button
                    variant="contained"
                    size="large"
                    sx={{ minHeight: 56 }}
                    onClick={() => void completeInspection(inspection.id).catch(onError)}
                    data-testid="complete-inspection"
                  >
                    {s.complete}
                  </Button>
                </Box>
              )}
            </Stack>
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
}
