import PeopleIcon from '@mui/icons-material/People';
import {
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  CardMedia,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { apartmentStatuses, fullName } from '@chungcu/contracts';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type RowState, useAttachmentUrl, useAttachments } from '../../../data';
import { RowStateMark } from '../../../ui/row-state-mark';
import type { ApartmentCardView } from '../list-filter';
import { apartmentStrings } from '../strings';

const s = apartmentStrings.list;
const SHOWN = 2;

/**
 * The unit's first photo (its thumbnail, held here or downloaded), else the server's image. While
 * a photo's thumbnail is not on the device the placeholder stands in, never the server's link to
 * the full photo: offline that is a broken image, online a download of the large copy.
 */
function CardPhoto({ card }: { card: ApartmentCardView }) {
  const first = useAttachments(card.id, 'photo')[0];
  const { url } = useAttachmentUrl(first?.id, 'thumbnail');
  return (
    <CardMedia
      component="img"
      image={url ?? (first ? apartmentStrings.placeholderImage : card.image)}
      alt={s.imageAlt(card.unitNumber)}
      data-photo={first ? (url ? 'shown' : 'loading') : 'none'}
      sx={{ height: 160, objectFit: 'cover', bgcolor: 'grey.100' }}
    />
  );
}

/**
 * One unit: image, number, status, block, who lives there now (all of it opens the unit page)
 * and the link to assign.
 */
export const ApartmentCard = memo(function ApartmentCard({
  card,
  saveState,
}: {
  card: ApartmentCardView;
  /** Whether the unit's change is on this device only, or was refused. */
  saveState?: RowState;
}) {
  const more = card.residents.length - SHOWN;
  return (
    <Card
      variant="outlined"
      data-testid="apartment-card"
      data-unit={card.unitNumber}
      data-state={saveState?.status ?? 'saved'}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardActionArea
        component={RouterLink}
        to={`/apartments/${card.id}`}
        aria-label={apartmentStrings.unit.open(card.unitNumber)}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <CardPhoto card={card} />
        <CardContent sx={{ flex: 1 }}>
          <Stack
            direction="row"
            sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
          >
            <Typography variant="h6" component="h2">
              {card.unitNumber}
            </Typography>
            <RowStateMark state={saveState} />
            <Box sx={{ flex: 1 }} />
            <Chip
              size="small"
              label={apartmentStatuses.labels[card.status]}
              color={
                card.status === 'occupied'
                  ? 'success'
                  : card.status === 'maintenance'
                    ? 'warning'
                    : 'default'
              }
              variant={card.status === 'occupied' ? 'filled' : 'outlined'}
            />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {s.block(card.buildingBlock)}
          </Typography>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', my: 1 }}>
            <PeopleIcon fontSize="small" color="action" />
            <Typography variant="body2">{s.residentCount(card.residents.length)}</Typography>
          </Stack>
          {card.residents.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {s.noResidents}
            </Typography>
          ) : (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {card.residents.slice(0, SHOWN).map((r) => (
                <Box
                  component="li"
                  key={r.assignmentId}
                  sx={{ display: 'flex', gap: 1, alignItems: 'center' }}
                >
                  <Typography variant="body2">{fullName(r)}</Typography>
                  {r.isPrimary && <Chip size="small" color="primary" label={s.primary} />}
                </Box>
              ))}
              {more > 0 && (
                <Typography component="li" variant="body2" color="text.secondary">
                  {s.more(more)}
                </Typography>
              )}
            </Box>
          )}
        </CardContent>
      </CardActionArea>
      <Box sx={{ p: 2 }}>
        <Button
          fullWidth
          variant="outlined"
          component={RouterLink}
          to={`/apartments/${card.id}/residents`}
          startIcon={<PeopleIcon />}
        >
          {s.residentButton}
        </Button>
      </Box>
    </Card>
  );
});
