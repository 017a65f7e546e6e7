import PrintIcon from '@mui/icons-material/Print';
import {
  Alert,
  Box,
  Button,
  GlobalStyles,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTables, appDb } from '../../../data';
import { AttachmentThumb } from '../../../ui/attachment-thumb';
import { formatWhen } from '../format';
import { useInspection, useInspectionFiles } from '../queries';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { inspectionStrings } from '../strings';

/**
 * Printing shows the report alone: the app's header, navigation and the report's own buttons are
 * hidden, tables are not split inside a row, and photos keep their size.
 */
const printStyles = (
  <GlobalStyles
    styles={{
      '@media print': {
        [[
          'header',
          'nav',
          '.MuiDrawer-root',
          '.MuiAppBar-root',
          '[data-no-print]',
          '[data-testid="sync-indicator"]',
          '[role="region"]',
        ].join(', ')]: {
          display: 'none !important',
        },
        body: { background: '#fff' },
        'tr, img': { breakInside: 'avoid' },
        '[data-testid="inspection-report"]': { margin: 0, padding: 0 },
      },
    }}
  />
);

/** The inspector's name from the mirror's users, or their id. */
function useInspectorName(userId: string | undefined): string {
  return (
    useTables(
      appDb,
      ['users'],
      (users) => {
        const user = userId ? users.get(userId) : undefined;
        const name = user ? [user.lastName, user.firstName].filter(Boolean).join(' ') : '';
        return name || userId || '';
      },
      [userId],
    ) ?? ''
  );
}

/** A printable report: unit, date, inspector, every result with its note and photos, signature. */
export function InspectionReportPage() {
  const strings = useStrings(inspectionStrings);
  const s = strings.report;
  const outcomes = useStrings(enumStrings).inspectionOutcomes;
  const { id } = useParams();
  const view = useInspection(id);
  const files = useInspectionFiles(id);
  const inspector = useInspectorName(view?.inspection.inspectorId);
  if (view === undefined) return <LinearProgress />;
  if (view === null) return <Alert severity="warning">{strings.page.notFound}</Alert>;
  const { inspection, template, unit, sections, resultOf } = view;
  const signature = files.signatures.at(-1);
  const facts: [string, string][] = [
    [s.unit, unit ? `${unit.unitNumber} – ${unit.buildingBlock}` : inspection.apartmentId],
    [s.template, template.name],
    [s.date, formatWhen(inspection.completedAt ?? inspection.startedAt)],
    [s.inspector, inspector],
    [s.status, inspection.completedAt ? strings.card.completed : strings.card.inProgress],
  ];
  return (
    <Box data-testid="inspection-report" sx={{ maxWidth: 1000, mx: 'auto' }}>
      {printStyles}
      <Stack direction="row" spacing={1} sx={{ mb: 2 }} data-no-print>
        <Button component={RouterLink} to={`/inspections/${inspection.id}`} sx={{ minHeight: 48 }}>
          {s.back}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          sx={{ minHeight: 48 }}
        >
          {s.print}
        </Button>
      </Stack>
      <Typography variant="h4" component="h1" gutterBottom>
        {s.title}
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1 }}>
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {sections.map((section) => (
        <Box key={section.name} sx={{ mt: 3 }}>
          <Typography variant="h6" component="h2">
            {section.name}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{s.item}</TableCell>
                <TableCell>{s.result}</TableCell>
                <TableCell>{s.note}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {section.items.map((item) => {
                const result = resultOf.get(item.id);
                const photos = files.photosOf(item.id);
                return (
                  <TableRow key={item.id} data-testid="report-row" data-item-id={item.id}>
                    <TableCell>{item.label}</TableCell>
                    <TableCell>{result ? outcomes[result.outcome] : s.notAnswered}</TableCell>
                    <TableCell>
                      {result?.note}
                      {result?.inquiryId && (
                        <Typography variant="body2" color="text.secondary">
                          {s.request}
                        </Typography>
                      )}
                      {photos.length > 0 && (
                        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
                          {photos.map((photo) => (
                            <Box key={photo.id} sx={{ width: 140 }}>
                              <AttachmentThumb attachment={photo} alt={item.label} height={100} />
                            </Box>
                          ))}
                        </Box>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Box>
      ))}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {s.summary}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{inspection.summary}</Typography>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {s.signature}
      </Typography>
      {signature && (
        <Box sx={{ width: 300 }} data-testid="report-signature">
          <AttachmentThumb attachment={signature} alt={s.signature} height={100} />
        </Box>
      )}
      <Typography>{inspection.signedBy}</Typography>
    </Box>
  );
}
