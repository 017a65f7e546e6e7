import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { shiftPeriod } from '@chungcu/contracts';
import { useState } from 'react';
import { ColumnPage } from '../../../ui/column-page';
import { HttpError, useSyncStatus, useWorkingComplex } from '../../../data';
import { formatMonth } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { useOnline } from '../../../ui/use-online';
import { reviewNotices } from '../anomalies';
import { issueDrafts } from '../mutations';
import { useMayManageMoney } from '../may-manage';
import { type PeriodChoice, shownPeriod } from '../period-choice';
import { useComplexBilling } from '../queries';
import { feeStrings } from '../strings';
import { OpenPeriodDialog } from './open-period-dialog';
import { PeriodCard, type RunWork } from './period-card';
import { PeriodNotices } from './period-notices';
import { ChooseComplex } from '../../../ui/choose-complex';

/**
 * The office's "Thu phí" for the complex worked in: a month opened, its drafts made from the
 * fees and the month's readings (offline too), reviewed with what is unusual first (a reading
 * missing, a consumption far from the month before, a balance carried), issued (online: the
 * server numbers them) and printed.
 */
export function BillingPage() {
  const s = useStrings(feeStrings).billing;
  const { scope, loaded, complexes, choose } = useWorkingComplex();
  const billing = useComplexBilling(scope);
  const online = useOnline();
  const mayManage = useMayManageMoney();
  // Issuing is the server's, over the drafts it holds: while this device still has changes to
  // send (drafts just made, a reading), it would issue what the server has not seen yet.
  const { pending } = useSyncStatus();
  const canIssue = online && pending === 0;
  const [chosen, setChosen] = useState<PeriodChoice | null>(null);
  const [opening, setOpening] = useState(false);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  if (!loaded || billing === undefined) return null;
  const period = shownPeriod(billing.periods, chosen, scope);
  // Remembered for the next render (React's "information from previous renders").
  if (chosen && !chosen.shown && period?.id === chosen.periodId)
    setChosen({ ...chosen, shown: true });
  const awaitingOpened = !period && chosen?.scope === scope;
  const before = period && billing.periods.find((p) => p.month === shiftPeriod(period.month, -1));
  const notices = period
    ? reviewNotices(billing.noticesOf(period.id), before ? billing.noticesOf(before.id) : [])
    : [];

  const run: RunWork = async (work) => {
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
        <ChooseComplex
          message={s.chooseComplex}
          complexes={complexes}
          onChoose={(id) => void choose(id)}
        />
      ) : (
        <>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {billing.periods.length > 0 && (
              <TextField
                select
                label={s.period}
                value={period?.id ?? ''}
                onChange={(e) => setChosen({ scope, periodId: e.target.value })}
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
            {mayManage && (
              <Button
                variant="outlined"
                sx={{ minHeight: 48 }}
                onClick={() => setOpening(true)}
                data-testid="open-period"
              >
                {s.openPeriod}
              </Button>
            )}
          </Stack>
          {!mayManage && <Alert severity="info">{s.managersRun}</Alert>}
          {!period && !awaitingOpened && (
            <Typography color="text.secondary">{mayManage ? s.noPeriod : s.noPeriodYet}</Typography>
          )}
          {period && (
            <PeriodCard
              period={period}
              notices={notices}
              units={billing.units}
              online={online}
              canIssue={canIssue}
              mayManage={mayManage}
              busy={busy}
              note={note}
              run={run}
            />
          )}
          {period && (
            <PeriodNotices
              notices={notices}
              onIssue={
                mayManage && canIssue && !busy
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
            setChosen({ scope, periodId: id });
          }}
        />
      )}
    </ColumnPage>
  );
}
