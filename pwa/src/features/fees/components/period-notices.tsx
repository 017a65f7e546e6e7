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
import { useState } from 'react';
import { DialogFrame } from '../../../ui/dialog-frame';
import { ListPagination } from '../../../ui/list-pagination';
import { formatMoney } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { pageOf } from '../../../lib/paging';
import { holdsWords, searchKey, searchWords } from '../../../lib/text';
import type { AnomalyKind, ReviewedNotice } from '../anomalies';
import { feeStrings } from '../strings';
import { NoticeView } from './notice-view';

/**
 * Notices to a page: a month of a 2,000-unit complex is 40 pages of rows a tablet renders at once,
 * not 2,000 (each a chip, an amount and a button, re-rendered by every pull).
 */
const NOTICES_PER_PAGE = 50;

/**
 * A period's notices in the order of review (`reviewNotices`): each unit with its number or
 * draft mark, what is unusual about it and what it asks; a search finds a unit (or a notice's
 * number) among hundreds, a switch shows only the unusual ones, and a tap shows the notice as its
 * household will read it. Paged; a new search or switch starts again at the first page.
 */
export function PeriodNotices({
  notices,
  onIssue,
}: {
  notices: readonly ReviewedNotice[];
  /** Issues one draft (online only); absent when it cannot be now. */
  onIssue?: (invoiceId: string) => Promise<void>;
}) {
  const t = useStrings(feeStrings);
  const s = t.billing;
  const [shown, setShown] = useState<ReviewedNotice | null>(null);
  const [onlyUnusual, setOnlyUnusual] = useState(false);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  if (notices.length === 0) return <Typography color="text.secondary">{s.noInvoices}</Typography>;
  const unusual = notices.filter((n) => n.anomalies.length > 0);
  // Word by word, as every search: 'a1 207' finds A1-207, '2026-11 207' its notice.
  const words = searchWords(query);
  const listed = (onlyUnusual ? unusual : notices).filter((n) =>
    holdsWords(searchKey(n.unitNumber, n.invoice.number), words),
  );
  const shownPage = pageOf(listed, page, NOTICES_PER_PAGE);
  const anomalyLabel: Record<AnomalyKind, string> = {
    flagged: s.flagged,
    unusualUse: s.unusualUse,
    negativeBalance: s.negativeBalance,
  };
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          type="search"
          size="small"
          label={s.findUnit}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 200, '& .MuiInputBase-root': { minHeight: 48 } }}
          slotProps={{ htmlInput: { 'data-testid': 'period-notices-search' } }}
        />
        <FormControlLabel
          control={
            <Switch
              checked={onlyUnusual}
              onChange={(e) => {
                setOnlyUnusual(e.target.checked);
                setPage(1);
              }}
            />
          }
          label={s.onlyUnusual(unusual.length)}
          sx={{ minHeight: 48 }}
        />
      </Stack>
      {listed.length === 0 && (
        <Typography color="text.secondary">
          {words.length > 0 ? s.noUnitFound : s.noneUnusual}
        </Typography>
      )}
      <Stack spacing={0.5} data-testid="period-notices">
        {shownPage.items.map((notice) => {
          const { invoice, unitNumber } = notice;
          return (
            <Stack
              key={invoice.id}
              direction="row"
              data-testid="period-notice"
              data-status={invoice.status}
              sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 48 }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{unitNumber}</Typography>
                <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                  <Chip size="small" label={invoice.number ?? s.draft} />
                  {notice.anomalies.map((kind) => (
                    <Chip
                      key={kind}
                      size="small"
                      color={kind === 'negativeBalance' ? 'info' : 'warning'}
                      label={anomalyLabel[kind]}
                      data-anomaly={kind}
                    />
                  ))}
                </Stack>
              </Box>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
                <Typography sx={{ whiteSpace: 'nowrap' }}>
                  {formatMoney(invoice.amountDue)}
                </Typography>
                <Button
                  sx={{ minHeight: 48 }}
                  aria-label={s.preview(unitNumber)}
                  onClick={() => setShown(notice)}
                >
                  {t.page.show}
                </Button>
              </Stack>
            </Stack>
          );
        })}
      </Stack>
      <ListPagination
        label={s.noticePages}
        page={shownPage.page}
        pageCount={shownPage.pageCount}
        onPage={setPage}
      />
      {shown && (
        <DialogFrame
          title={s.preview(shown.unitNumber)}
          onClose={() => setShown(null)}
          actions={
            <>
              {onIssue && shown.invoice.status === 'draft' && shown.invoice.flaggedLines === 0 && (
                <Button
                  variant="contained"
                  onClick={() => {
                    const id = shown.invoice.id;
                    setShown(null);
                    void onIssue(id);
                  }}
                  data-testid="issue-one"
                >
                  {s.issueOne}
                </Button>
              )}
              <Button onClick={() => setShown(null)}>{s.close}</Button>
            </>
          }
          maxWidth="sm"
          testId="notice-preview"
        >
          <NoticeView invoice={shown.invoice} />
        </DialogFrame>
      )}
    </>
  );
}
