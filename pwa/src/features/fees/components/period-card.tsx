import { Alert, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { BillingPeriod } from '@chungcu/contracts';
import { useState } from 'react';
import { formatMoney, formatMonth } from '../../../lib/format';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { AppLink } from '../../../ui/app-link';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ExportButton } from '../../../ui/export-button';
import { useSheetExport } from '../../../ui/use-sheet-export';
import { periodSheets } from '../export';
import { closePeriod, generateDrafts, issueDrafts } from '../mutations';
import type { PeriodNotice } from '../queries';
import { feeStrings } from '../strings';
import { ClosePeriodDialog } from './close-period-dialog';
import { PrintByBlock } from './print-by-block';

const sum = (amounts: number[]) => amounts.reduce((total, n) => total + n, 0);

/** A write of the billing screen: answers what to tell staff, or throws what went wrong. */
export type RunWork = (work: () => Promise<string>) => Promise<void>;

/**
 * A month of the billing screen: its status, counts and totals, what holds its issue back, and
 * what can be done with it (make its drafts, issue them once asked, export, print, close it once
 * issued).
 */
export function PeriodCard({
  period,
  notices,
  units,
  online,
  canIssue,
  mayManage,
  busy,
  note,
  run,
}: {
  period: BillingPeriod;
  notices: readonly PeriodNotice[];
  /** Live units of the complex. */
  units: number;
  online: boolean;
  /** Online with nothing left to send: the server holds what it would issue. */
  canIssue: boolean;
  /** The user makes, issues and closes the month (rule S37); staff only look, export and print. */
  mayManage: boolean;
  busy: boolean;
  note: { severity: 'success' | 'error'; text: string } | null;
  run: RunWork;
}) {
  const strings = useStrings(feeStrings);
  const s = strings.billing;
  const x = strings.export;
  const exporter = useSheetExport({ title: x.failedTitle, description: x.failed });
  const statuses = useStrings(enumStrings).billingPeriodStatuses;
  const drafts = notices.filter((n) => n.invoice.status === 'draft');
  const issued = notices.filter((n) => n.invoice.status === 'issued');
  const flagged = drafts.filter((n) => n.invoice.flaggedLines > 0).length;
  const [closing, setClosing] = useState(false);
  const [confirmingIssue, setConfirmingIssue] = useState(false);
  const draftsTotal = sum(drafts.map((n) => n.invoice.amountDue));
  return (
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
            {s.counts(units, drafts.length, issued.length)}
          </Typography>
          <Typography>
            {s.billed}: <strong>{formatMoney(sum(issued.map((n) => n.invoice.amountDue)))}</strong>
          </Typography>
          {drafts.length > 0 && (
            <Typography>
              {s.drafted}: {formatMoney(draftsTotal)}
            </Typography>
          )}
          {flagged > 0 && <Alert severity="warning">{s.flaggedCount(flagged)}</Alert>}
          {mayManage && !online && drafts.length > 0 && (
            <Alert severity="info">{s.issueOffline}</Alert>
          )}
          {period.status === 'closed' && <Alert severity="info">{s.closedNote}</Alert>}
          {note && <Alert severity={note.severity}>{note.text}</Alert>}
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {mayManage && (
              <Button
                variant={drafts.length === 0 && issued.length === 0 ? 'contained' : 'outlined'}
                sx={{ minHeight: 48 }}
                disabled={busy || period.status === 'closed'}
                onClick={() => void run(async () => (await generateDrafts(period), s.generated))}
                data-testid="generate-drafts"
              >
                {notices.length === 0 ? s.generate : s.regenerate}
              </Button>
            )}
            {mayManage && (
              <Button
                variant="contained"
                sx={{ minHeight: 48 }}
                disabled={busy || !canIssue || drafts.length === 0 || flagged > 0}
                onClick={() => setConfirmingIssue(true)}
                data-testid="issue-drafts"
              >
                {busy ? s.issuing : s.issue}
              </Button>
            )}
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
            {issued.length > 0 && (
              <PrintByBlock periodId={period.id} complexId={period.complexId} />
            )}
            {mayManage && period.status === 'issued' && (
              <Button
                color="warning"
                sx={{ minHeight: 48 }}
                disabled={busy}
                onClick={() => setClosing(true)}
                data-testid="close-period"
              >
                {s.closePeriod}
              </Button>
            )}
          </Stack>
        </Stack>
      </CardContent>
      {closing && (
        <ClosePeriodDialog
          period={period}
          onClose={() => setClosing(false)}
          onConfirm={() => {
            setClosing(false);
            void run(async () => (await closePeriod(period), s.closed));
          }}
        />
      )}
      {confirmingIssue && (
        <ConfirmDialog
          title={s.confirmIssue.title(drafts.length, formatMonth(period.month))}
          text={s.confirmIssue.text(formatMoney(draftsTotal))}
          confirmLabel={s.confirmIssue.confirm}
          cancelLabel={s.cancel}
          tone="final"
          onConfirm={() =>
            void run(async () => {
              await issueDrafts(period.id);
              return s.issued(drafts.length);
            })
          }
          onClose={() => setConfirmingIssue(false)}
          testId="confirm-issue-drafts"
        />
      )}
    </Card>
  );
}
