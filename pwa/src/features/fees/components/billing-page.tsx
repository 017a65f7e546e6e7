import {
  Alert,
  Button,
  Card,
  CardContent,
  Chip,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { ColumnPage } from '../../../ui/column-page';
import { HttpError, useSyncStatus, useWorkingComplex } from '../../../data';
import { formatMoney, formatMonth } from '../../../lib/format';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { AppLink } from '../../../ui/app-link';
import { ExportButton } from '../../../ui/export-button';
import { useSheetExport } from '../../../ui/use-sheet-export';
import { periodSheets } from '../export';
import { useOnline } from '../../../ui/use-online';
import { generateDrafts, issueDrafts } from '../mutations';
import { useComplexBilling } from '../queries';
import { feeStrings } from '../strings';
import { OpenPeriodDialog } from './open-period-dialog';
import { PeriodNotices } from './period-notices';

const sum = (amounts: number[]) => amounts.reduce((total, n) => total + n, 0);

/**
 * The office's "Thu phí" for the complex worked in: a month opened, its drafts made from the
 * fees and the month's readings (offline too), reviewed with those missing a reading first,
 * issued (online: the server numbers them) and printed.
 */
export function BillingPage() {
  const strings = useStrings(feeStrings);
  const s = strings.billing;
  const x = strings.export;
  const exporter = useSheetExport({ title: x.failedTitle, description: x.failed });
  const statuses = useStrings(enumStrings).billingPeriodStatuses;
  const { scope, loaded } = useWorkingComplex();
  const billing = useComplexBilling(scope);
  const online = useOnline();
  // Issuing is the server's, over the drafts it holds: while this device still has changes to
  // send (drafts just made, a reading), it would issue what the server has not seen yet.
  const { pending } = useSyncStatus();
  const canIssue = online && pending === 0;
  const [chosen, setChosen] = useState<string | null>(null);
  const [opening, setOpening] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  if (!loaded || billing === undefined) return null;
  const period = billing.periods.find((p) => p.id === chosen) ?? billing.periods[0];
  const notices = period ? billing.noticesOf(period.id) : [];
  const drafts = notices.filter((n) => n.invoice.status === 'draft');
  const issued = notices.filter((n) => n.invoice.status === 'issued');
  const flagged = drafts.filter((n) => n.invoice.flaggedLines > 0).length;

  const run = async (work: () => Promise<string>): Promise<void> => {
    setBusy(true);
    setNote(null);
    try {
      setNote({ severity: 'success', text: await work() });
    } catch (error) {
      const text =
        error instanceof HttpError
          ? (error.serverMessage ?? error.message)
          : String((error as Error).message ?? error);
      setNote({ severity: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ColumnPage title={s.title} subtitle={s.subtitle}>
      {scope === null ? (
        <Alert severity="info">{s.chooseComplex}</Alert>
      ) : (
        <>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {billing.periods.length > 0 && (
              <TextField
                select
                label={s.period}
                value={period?.id ?? ''}
                onChange={(e) => setChosen(e.target.value)}
                sx={{ minWidth: 200 }}
                slotProps={{ htmlInput: { 'data-testid': 'billing-period' } }}
              >
                {billing.periods.map((p) => (
                  <MenuItem key={p.id} value={p.id} sx={{ minHeight: 48 }}>
                    {formatMonth(p.month)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Button
              variant="outlined"
              sx={{ minHeight: 48 }}
              onClick={() => setOpening(true)}
              data-testid="open-period"
            >
              {s.openPeriod}
            </Button>
          </Stack>
          {!period && <Typography color="text.secondary">{s.noPeriod}</Typography>}
          {period && (
            <Card variant="outlined" data-testid="billing-summary" data-status={period.status}>
              <CardContent>
                <Stack spacing={1.5}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography variant="h6" component="h2">
                      {formatMonth(period.month)}
                    </Typography>
                    <Chip label={statuses[period.status]} size="small" />
                  </Stack>
                  <Typography color="text.secondary">
                    {s.counts(billing.units, drafts.length, issued.length)}
                  </Typography>
                  <Typography>
                    {s.billed}:{' '}
                    <strong>{formatMoney(sum(issued.map((n) => n.invoice.amountDue)))}</strong>
                  </Typography>
                  {drafts.length > 0 && (
                    <Typography>
                      {s.drafted}: {formatMoney(sum(drafts.map((n) => n.invoice.amountDue)))}
                    </Typography>
                  )}
                  {flagged > 0 && <Alert severity="warning">{s.flaggedCount(flagged)}</Alert>}
                  {!online && drafts.length > 0 && <Alert severity="info">{s.issueOffline}</Alert>}
                  {note && <Alert severity={note.severity}>{note.text}</Alert>}
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                    <Button
                      variant={
                        drafts.length === 0 && issued.length === 0 ? 'contained' : 'outlined'
                      }
                      sx={{ minHeight: 48 }}
                      disabled={busy || period.status === 'closed'}
                      onClick={() =>
                        void run(async () => (await generateDrafts(period), s.generated))
                      }
                      data-testid="generate-drafts"
                    >
                      {notices.length === 0 ? s.generate : s.regenerate}
                    </Button>
                    <Button
                      variant="contained"
                      sx={{ minHeight: 48 }}
                      disabled={busy || !canIssue || drafts.length === 0 || flagged > 0}
                      onClick={() =>
                        void run(async () => {
                          await issueDrafts(period.id);
                          return s.issued(drafts.length);
                        })
                      }
                      data-testid="issue-drafts"
                    >
                      {busy ? s.issuing : s.issue}
                    </Button>
                    {notices.length > 0 && (
                      <ExportButton
                        label={x.button}
                        busy={exporter.busy}
                        onClick={() =>
                          void exporter.run(x.fileStem(period.month), () => periodSheets(notices))
                        }
                      />
                    )}
                    {issued.length > 0 && (
                      <Button
                        component={AppLink}
                        to={`/billing-periods/${period.id}/print`}
                        sx={{ minHeight: 48 }}
                        data-testid="print-notices"
                      >
                        {s.print}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              </CardContent>
            </Card>
          )}
          {period && (
            <PeriodNotices
              notices={notices}
              onIssue={
                canIssue && !busy
                  ? (invoiceId) =>
                      run(async () => {
                        await issueDrafts(period.id, [invoiceId]);
                        return s.issued(1);
                      })
                  : undefined
              }
            />
          )}
        </>
      )}
      {opening && scope && (
        <OpenPeriodDialog
          complexId={scope}
          onClose={() => setOpening(false)}
          onOpened={(id) => {
            setOpening(false);
            setChosen(id);
          }}
        />
      )}
    </ColumnPage>
  );
}
