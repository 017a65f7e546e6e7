import {
  Box,
  Button,
  Card,
  CardContent,
  CardHeader,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Link as RouterLink } from 'react-router-dom';
import { useSlaReportExport } from '../hooks/use-sla-report';
import type { SlaFigures } from '../sla-figures';
import { formatNumber, formatPercent } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { dashboardStrings } from '../strings';

function Breakdown({ title, lines }: { title: string; lines: { label: string; count: number }[] }) {
  if (lines.length === 0) return null;
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {lines.map((line) => (
        <Stack
          key={line.label}
          direction="row"
          sx={{ justifyContent: 'space-between' }}
          data-testid="overdue-line"
        >
          <Typography variant="body2">{line.label}</Typography>
          <Typography variant="body2" sx={{ fontWeight: 600, color: 'error.main' }}>
            {formatNumber(line.count)}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}

/**
 * 'Hạn xử lý': requests past their category's deadline now, by category and by assignee, and
 * the share of this month's resolved requests done in time (rule S24).
 */
export function DeadlineCard({ sla }: { sla: SlaFigures | undefined }) {
  const s = useStrings(dashboardStrings).sla;
  const report = useSlaReportExport();
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, mb: 2 }} data-testid="deadline-card">
      <CardHeader title={s.title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        {!sla ? (
          <Skeleton variant="rounded" height={120} />
        ) : (
          <Stack spacing={2}>
            <Typography data-testid="in-time-share" data-share={sla.inTimeShare ?? ''}>
              {sla.inTimeShare === null
                ? s.noneResolved
                : `${s.inTimeShare(formatPercent(sla.inTimeShare))} · ${s.inTime(
                    sla.resolvedInTime,
                    sla.resolvedThisMonth,
                  )}`}
            </Typography>
            <Typography
              data-testid="overdue-total"
              sx={{ color: sla.overdue ? 'error.main' : 'text.secondary', fontWeight: 600 }}
            >
              {sla.overdue ? s.overdue(sla.overdue) : s.noneOverdue}
            </Typography>
            <Box
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
            >
              <Breakdown title={s.byCategory} lines={sla.byCategory} />
              <Breakdown
                title={s.byAssignee}
                lines={sla.byAssignee.map((a) => ({
                  label: a.name ?? s.unassigned,
                  count: a.count,
                }))}
              />
            </Box>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {sla.overdue > 0 && (
                <Button component={RouterLink} to="/inquiries?deadline=overdue" size="small">
                  {s.showOverdue}
                </Button>
              )}
              <Button
                size="small"
                startIcon={<FileDownloadIcon />}
                onClick={() => void report.exportReport()}
                disabled={report.busy}
              >
                {s.exportButton}
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
