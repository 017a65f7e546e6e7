import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { Inquiry } from '@chungcu/contracts';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useRowState } from '../../../data';
import { PageLoading } from '../../../ui/page-loading';
import { RowStateMark } from '../../../ui/row-state-mark';
import { displayStatus } from '../logic/list';
import { awaitsNumber, numberLabel } from '../logic/number';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { InquiryStatusBadge } from './status-badges';

interface Props {
  inquiry: Inquiry;
  back: { to: string; label: string };
  actions?: ReactNode;
}

/**
 * Back link, the inquiry's title with its status badge and number (or, until it has synced, the
 * mark that it waits for one), and the page's actions.
 */
export function InquiryHeader({ inquiry, back, actions }: Props) {
  const s = useStrings(inquiryStrings);
  const saveState = useRowState('inquiries', inquiry.id);
  return (
    <Box sx={{ mb: 3 }}>
      <Button
        component={RouterLink}
        to={back.to}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 1 }}
        className="no-print"
      >
        {back.label}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <Box>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography
              variant="h5"
              component="h1"
              sx={{ fontWeight: 700 }}
              data-testid="inquiry-title"
            >
              {inquiry.title}
            </Typography>
            <InquiryStatusBadge status={displayStatus(inquiry)} />
            <RowStateMark state={saveState} />
          </Stack>
          <Typography
            variant="body2"
            color="text.secondary"
            data-testid="inquiry-code"
            data-pending={awaitsNumber(inquiry) || undefined}
            sx={awaitsNumber(inquiry) ? { fontStyle: 'italic' } : undefined}
          >
            {awaitsNumber(inquiry) ? s.pendingNumber : s.detail.code(numberLabel(inquiry, ''))}
          </Typography>
        </Box>
        {actions && <Box sx={{ flexShrink: 0 }}>{actions}</Box>}
      </Stack>
    </Box>
  );
}

/** Loading and 'Không tìm thấy yêu cầu' (with a link back to the list). */
export function InquiryMissing({ loading }: { loading: boolean }) {
  const s = useStrings(inquiryStrings);
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      {loading ? (
        <PageLoading label={s.detail.loading} />
      ) : (
        <>
          <Typography variant="h5" component="h1" gutterBottom>
            {s.detail.notFound}
          </Typography>
          <Button component={RouterLink} to="/inquiries" startIcon={<ArrowBackIcon />}>
            {s.detail.backToList}
          </Button>
        </>
      )}
    </Box>
  );
}
