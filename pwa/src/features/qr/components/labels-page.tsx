import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  blocksOf,
  floorsOf,
  labelUnits,
  pagesOf,
  selectionOf,
  selectionQuery,
} from '../label-sheet';
import { useMirroredUnits } from '../queries';
import { useStrings } from '../../../lib/i18n';
import { qrStrings } from '../strings';
import { LabelSheetView } from './label-sheet-view';

/**
 * /apartments/labels?block=A&floor=12: a printable sheet of QR labels, one per unit of a block or
 * of one floor of it. Read from the mirror and drawn on the device, so it works offline.
 */
export function LabelsPage() {
  const s = useStrings(qrStrings).labels;
  const [params, setParams] = useSearchParams();
  const selection = selectionOf(params);
  const rows = useMirroredUnits();
  const blocks = useMemo(() => (rows ? blocksOf(rows) : []), [rows]);
  const floors = useMemo(
    () => (rows ? floorsOf(rows, selection.block) : []),
    [rows, selection.block],
  );
  const { block, floor } = selection;
  const units = useMemo(
    () => (rows ? labelUnits(rows, { block, floor }) : []),
    [rows, block, floor],
  );
  const select = (block: string | null, floor: number | null) =>
    setParams(new URLSearchParams(selectionQuery({ block, floor })), { replace: true });

  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1400, mx: 'auto' }}>
      <Box sx={{ displayPrint: 'none' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <IconButton
            component={RouterLink}
            to="/apartments"
            aria-label={s.back}
            sx={{ width: 48, height: 48 }}
          >
            <ArrowBackIcon />
          </IconButton>
          <Typography variant="h5" component="h1">
            {s.title}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {s.subtitle}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
          <TextField
            select
            label={s.block}
            value={selection.block ?? ''}
            onChange={(event) => select(event.target.value || null, null)}
            sx={{ minWidth: 160 }}
          >
            {blocks.map((block) => (
              <MenuItem key={block} value={block}>
                {block}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            label={s.floor}
            value={selection.floor === null ? 'all' : String(selection.floor)}
            disabled={!selection.block}
            onChange={(event) =>
              select(
                selection.block,
                event.target.value === 'all' ? null : Number(event.target.value),
              )
            }
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="all">{s.allFloors}</MenuItem>
            {floors.map((floor) => (
              <MenuItem key={floor} value={String(floor)}>
                {s.floorOption(floor)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            disabled={units.length === 0}
            onClick={() => window.print()}
            sx={{ minHeight: 48 }}
          >
            {s.print}
          </Button>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }} data-testid="qr-label-count">
          {!rows
            ? s.loading
            : !selection.block
              ? s.chooseBlock
              : units.length === 0
                ? s.empty
                : `${s.count(units.length, pagesOf(units).length)}. ${s.printHint}`}
        </Typography>
      </Box>
      {units.length > 0 && <LabelSheetView units={units} origin={window.location.origin} />}
    </Box>
  );
}
