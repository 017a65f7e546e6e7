import AddIcon from '@mui/icons-material/Add';
import SpeedIcon from '@mui/icons-material/Speed';
import { Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { formatMonth, formatNumber } from '../../../lib/format';
import { useUnitMeters } from '../queries';
import { meterStrings } from '../strings';
import { AddMeterDialog } from './add-meter-dialog';

/**
 * The unit page's card: each meter with its last three readings and their consumption (unusual
 * ones and staff's estimates marked), adding a meter, and the way into the reading round of the
 * unit's floor.
 */
export function MetersCard({ apartmentId }: { apartmentId: string }) {
  const strings = useStrings(meterStrings);
  const kindNames = useStrings(enumStrings).meterKinds;
  const s = strings.card;
  const meters = useUnitMeters(apartmentId);
  const [adding, setAdding] = useState(false);
  return (
    <Card variant="outlined" data-testid="unit-meters">
      <CardContent>
        <Stack
          direction="row"
          sx={{
            alignItems: 'center',
            justifyContent: 'space-between',
            mb: 1,
            flexWrap: 'wrap',
            gap: 1,
          }}
        >
          <Typography variant="h6" component="h2">
            {s.title}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button
              startIcon={<AddIcon />}
              sx={{ minHeight: 48 }}
              onClick={() => setAdding(true)}
              data-testid="add-meter"
            >
              {s.add}
            </Button>
            <Button
              variant="contained"
              startIcon={<SpeedIcon />}
              sx={{ minHeight: 48 }}
              component={RouterLink}
              to={`/meters/round?unit=${apartmentId}`}
              data-testid="open-round"
            >
              {s.round}
            </Button>
          </Stack>
        </Stack>
        {meters?.length === 0 && <Typography color="text.secondary">{s.empty}</Typography>}
        <Stack spacing={1.5}>
          {meters?.map(({ meter, latest }) => (
            <Box key={meter.id} data-testid="unit-meter" data-serial={meter.serial}>
              <Typography variant="subtitle1">
                {kindNames[meter.kind]} · {meter.serial}
              </Typography>
              {latest.length === 0 && (
                <Typography variant="body2" color="text.secondary">
                  {s.noReading}
                </Typography>
              )}
              {latest.map((r) => (
                <Stack
                  key={r.id}
                  direction="row"
                  sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
                  data-testid="unit-meter-reading"
                >
                  <Typography variant="body2">
                    {s.reading(formatMonth(r.period), formatNumber(r.value), meter.kind)}
                  </Typography>
                  {r.consumption !== null && (
                    <Typography variant="body2" color="text.secondary">
                      {s.consumption(formatNumber(r.consumption), meter.kind)}
                    </Typography>
                  )}
                  {r.unusual && <Chip size="small" color="warning" label={strings.unusual.title} />}
                  {r.estimated && <Chip size="small" variant="outlined" label={s.estimated} />}
                </Stack>
              ))}
            </Box>
          ))}
        </Stack>
      </CardContent>
      <AddMeterDialog apartmentId={apartmentId} open={adding} onClose={() => setAdding(false)} />
    </Card>
  );
}
