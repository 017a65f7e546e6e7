import FileDownloadIcon from '@mui/icons-material/FileDownload';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { type ImportKind, importKinds } from '@chungcu/contracts';
import { useSearchParams } from 'react-router-dom';
import { useImport } from '../hooks/use-import';
import { useStrings } from '../../../lib/i18n';
import { importStrings } from '../strings';
import { ImportCounts, ImportMapping, ImportRows } from './import-results';

const kindOf = (value: string | null): ImportKind =>
  importKinds.find((kind) => kind === value) ?? 'units';

/**
 * /imports (rule S29): choose the kind (and the complex when the device works in several), pick
 * a sheet, see its header mapping, the counts and each row's result, download the template or
 * the error rows, then "Xác nhận nhập". Nothing is saved before the confirm.
 */
export function ImportPage() {
  const s = useStrings(importStrings);
  const [params] = useSearchParams();
  const imp = useImport(kindOf(params.get('kind')));
  const result = imp.preview;
  const writes = result ? result.counts.new + result.counts.changed : 0;
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {s.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {s.subtitle}
      </Typography>
      {!imp.online && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {s.offline}
        </Alert>
      )}
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            select
            size="small"
            label={s.kind}
            value={imp.kind}
            onChange={(event) => imp.setKind(event.target.value as ImportKind)}
            sx={{ minWidth: 200 }}
          >
            {importKinds.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {s.kinds[kind]}
              </MenuItem>
            ))}
          </TextField>
          {imp.complexes.length > 1 && (
            <TextField
              select
              size="small"
              label={s.complex}
              value={imp.complexId ?? ''}
              onChange={(event) => imp.chooseComplex(event.target.value)}
              sx={{ minWidth: 220 }}
            >
              {imp.complexes.map((complex) => (
                <MenuItem key={complex.id} value={complex.id}>
                  {complex.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          <Button startIcon={<FileDownloadIcon />} onClick={() => void imp.downloadTemplate()}>
            {s.template}
          </Button>
          <Button
            variant="contained"
            component="label"
            startIcon={<UploadFileIcon />}
            disabled={!imp.online || !imp.complexId || imp.busy !== null}
          >
            {s.pickFile}
            <input
              hidden
              type="file"
              accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              data-testid="import-file"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void imp.sendPreview(file);
              }}
            />
          </Button>
        </Stack>
        {!imp.complexId && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {s.chooseComplex}
          </Alert>
        )}
        {imp.file && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {imp.file.name}
          </Typography>
        )}
        {imp.busy && (
          <LinearProgress
            sx={{ mt: 2 }}
            aria-label={imp.busy === 'preview' ? s.previewing : s.confirming}
          />
        )}
      </Paper>
      {imp.error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {imp.error}
        </Alert>
      )}
      {result && (
        <Stack spacing={2}>
          <ImportMapping result={result} />
          <ImportCounts result={result} />
          {imp.confirmed ? (
            <Alert severity="success">
              {s.done(imp.confirmed.counts.new + imp.confirmed.counts.changed)}
            </Alert>
          ) : (
            <>
              {result.counts.error > 0 && (
                <Alert severity="warning">{s.errorsSkipped(result.counts.error)}</Alert>
              )}
              {writes === 0 && <Alert severity="info">{s.nothingToWrite}</Alert>}
            </>
          )}
          <Stack direction="row" spacing={2}>
            {result.counts.error > 0 && (
              <Button startIcon={<FileDownloadIcon />} onClick={() => void imp.downloadErrors()}>
                {s.downloadErrors}
              </Button>
            )}
            {!imp.confirmed && (
              <Button
                variant="contained"
                disabled={writes === 0 || imp.busy !== null || !imp.online}
                onClick={() => void imp.confirm()}
              >
                {imp.busy === 'confirm' ? s.confirming : s.confirm}
              </Button>
            )}
          </Stack>
          <ImportRows key={`${result.confirmed}`} result={result} />
        </Stack>
      )}
    </Box>
  );
}
