import { Box, Typography } from '@mui/material';
import { memo } from 'react';
import { LABEL_COLUMNS, type LabelUnit, pagesOf } from '../label-sheet';
import { type StringsOf, useStrings } from '../../../lib/i18n';
import { qrStrings } from '../strings';
import { unitUrl } from '../unit-url';
import { QrCodeSvg } from './qr-code-svg';
import { PRODUCT_NAME } from '../../../ui/logo';
import { PrintOnly } from '../../../ui/print-only';

type LabelStrings = StringsOf<typeof qrStrings>['labels'];

/** A4 is 210 × 297 mm; 8 rows of 37 mm leave 1 mm, split above and below. */
const LABEL_WIDTH_MM = 70;
const LABEL_HEIGHT_MM = 37;

/** One label; `s`: the sheet's strings (read once by the sheet, not once per label). */
const Label = memo(function Label({
  unit,
  origin,
  s,
}: {
  unit: LabelUnit;
  origin: string;
  s: LabelStrings;
}) {
  return (
    <Box
      data-testid="qr-label"
      data-unit={unit.unitNumber}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        p: 1,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: '#fff',
        color: '#000',
        breakInside: 'avoid',
        '@media print': {
          width: `${LABEL_WIDTH_MM}mm`,
          height: `${LABEL_HEIGHT_MM}mm`,
          p: '2.5mm',
          gap: '2.5mm',
          border: 'none',
          borderRadius: 0,
          overflow: 'hidden',
        },
      }}
    >
      <Box
        sx={{
          width: 112,
          height: 112,
          flexShrink: 0,
          '@media print': { width: '32mm', height: '32mm' },
        }}
      >
        <QrCodeSvg value={unitUrl(origin, unit.id)} label={s.qrAlt(unit.unitNumber)} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="p"
          sx={{
            fontWeight: 700,
            fontSize: 22,
            lineHeight: 1.15,
            wordBreak: 'break-word',
            '@media print': { fontSize: '15pt' },
          }}
        >
          {unit.unitNumber}
        </Typography>
        <Typography component="p" sx={{ fontSize: 13, '@media print': { fontSize: '8pt' } }}>
          {s.placeFloor(unit.buildingBlock, unit.floor)}
        </Typography>
        <Typography
          component="p"
          sx={{ fontSize: 11, opacity: 0.7, '@media print': { fontSize: '7pt' } }}
        >
          {PRODUCT_NAME}
        </Typography>
      </Box>
    </Box>
  );
});

/**
 * The labels, page by page. On screen a grid as wide as the window allows; printed, A4 pages of
 * 3 × 8 labels of 70 × 37 mm (the common label paper), each page starting on a new sheet.
 */
export const LabelSheetView = memo(function LabelSheetView({
  units,
  origin,
}: {
  units: readonly LabelUnit[];
  origin: string;
}) {
  const s = useStrings(qrStrings).labels;
  const pages = pagesOf(units);
  return (
    <Box data-label-sheet role="region" aria-label={s.sheetLabel}>
      {/* The page has no margin, so labels land where the label paper's are. */}
      <PrintOnly marker="data-label-sheet" page={{ size: 'A4 portrait', margin: 0 }} />
      {pages.map((page, index) => (
        <Box
          key={page[0]?.id ?? index}
          component="section"
          aria-label={s.page(index + 1)}
          data-testid="qr-label-page"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            gap: 1.5,
            mb: 3,
            '@media print': {
              gridTemplateColumns: `repeat(${LABEL_COLUMNS}, ${LABEL_WIDTH_MM}mm)`,
              gridAutoRows: `${LABEL_HEIGHT_MM}mm`,
              gap: 0,
              m: 0,
              pt: '0.5mm',
              breakAfter: index < pages.length - 1 ? 'page' : 'auto',
            },
          }}
        >
          {page.map((unit) => (
            <Label key={unit.id} unit={unit} origin={origin} s={s} />
          ))}
        </Box>
      ))}
    </Box>
  );
});
