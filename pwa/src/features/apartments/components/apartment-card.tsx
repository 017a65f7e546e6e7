import PeopleIcon from '@mui/icons-material/People';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
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
import { fullName } from '@chungcu/contracts';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { type RowState, useAttachmentUrl, useAttachments } from '../../../data';
import { enumStrings, useStrings } from '../../../lib/i18n';
import { RowStateMark } from '../../../ui/row-state-mark';
import type { ApartmentCardView } from '../list-filter';
import { apartmentStrings } from '../strings';

const SHOWN = 2;

/**
 * The photo's frame: across the card's top from `sm` up; on a phone a square beside the unit's
 * details, so a list of cards without photos is not mostly empty frames.
 */
const PHOTO_FRAME = {
  width: { xs: 88, sm: '100%' },
  height: { xs: 88, sm: 160 },
  flexShrink: 0,
  m: { xs: 1.5, sm: 0 },
  mr: { xs: 0, sm: 0 },
  borderRadius: { xs: 1, sm: 0 },
} as const;

/** Where a photo would be: an icon, and 'Chưa có ảnh' when the unit has none at all. */
function NoPhoto({ label, state }: { label: string | null; state: 'none' | 'loading' }) {
  return (
    <Stack
      data-photo={state}
      data-testid="card-no-photo"
      sx={{
        ...PHOTO_FRAME,
        alignItems: 'center',
        justifyContent: 'center',
        gap: 0.5,
        bgcolor: 'action.hover',
        color: 'text.secondary',
      }}
    >
      <PhotoCameraOutlinedIcon fontSize="large" aria-hidden />
      {label && (
        <Typography variant="body2" sx={{ fontSize: { xs: '0.75rem', sm: undefined } }}>
          {label}
        </Typography>
      )}
    </Stack>
  );
}

/**
 * The unit's first photo (its thumbnail, held here or downloaded), else the server's image. While
 * a photo's thumbnail is not on the device the frame stands empty, never the server's link to
 * the full photo: offline that is a broken image, online a download of the large copy. A unit
 * with no picture says so ('Chưa có ảnh'), never the spec's grey '400 × 300' box.
 */
function CardPhoto({ card }: { card: ApartmentCardView }) {
  const s = useStrings(apartmentStrings).list;
  const first = useAttachments(card.id, 'photo')[0];
  const { url } = useAttachmentUrl(first?.id, 'thumbnail');
  const image = url ?? (first ? null : card.image);
  if (!image) {
    return first ? (
      <NoPhoto label={null} state="loading" />
    ) : (
      <NoPhoto label={s.noPhoto} state="none" />
    );
  }
  return (
    <CardMedia
      component="img"
      image={image}
      alt={s.imageAlt(card.unitNumber)}
      data-photo={url ? 'shown' : 'none'}
      sx={{ ...PHOTO_FRAME, objectFit: 'cover', bgcolor: 'grey.100' }}
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
  const strings = useStrings(apartmentStrings);
  const enums = useStrings(enumStrings);
  const s = strings.list;
  const more = card.residents.length - SHOWN;
  return (
    <Card
      variant="outlined"
      data-testid="apartment-card"
      data-unit={card.unitNumber}
      data-state={saveState?.status ?? 'saved'}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      {/* Named by what it shows, the unit number first (WCAG 2.5.3: say what you see). */}
      <CardActionArea
        component={RouterLink}
        to={`/apartments/${card.id}`}
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'flex-start', sm: 'stretch' },
        }}
      >
        <CardPhoto card={card} />
        <CardContent sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 2 } }}>
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
              label={enums.apartmentStatuses[card.status]}
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
      <Box sx={{ p: { xs: 1.5, sm: 2 }, pt: { xs: 0, sm: 2 } }}>
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
