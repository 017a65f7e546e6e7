import AddIcon from '@mui/icons-material/Add';
import {
  Box,
  Button,
  Card,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { rowKey, useRowStates } from '../../../data';
import { formatDate } from '../../../lib/format';
import { useStrings } from '../../../lib/i18n';
import { RowStateMark } from '../../../ui/row-state-mark';
import { useResidentList } from '../hooks/use-resident-list';
import { type InquiryRow, displayStatus } from '../logic/list';
import { awaitsNumber, numberLabel } from '../logic/number';
import { type ResidentFilter, residentFilters } from '../logic/resident-list';
import { inquiryStrings } from '../strings';
import { ListPagination } from '../../../ui/list-pagination';
import { NewInquiryDialog } from './new-inquiry-dialog';
import { RequestKind } from './request-kind';
import { InquiryStatusBadge } from './status-badges';

/**
 * /inquiries for a resident ('Yêu cầu của tôi'): their own requests straight away, those still
 * being handled first, with one filter (all, being handled, done) and the button to report
 * something; none of the office's export, filters or columns.
 */
export function ResidentInquiries() {
  const strings = useStrings(inquiryStrings);
  const s = strings.resident;
  const list = useResidentList();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Typography
        variant="h4"
        component="h1"
        sx={{ mb: 2, fontWeight: 700 }}
        data-testid="page-title"
      >
        {s.title}
      </Typography>
      <Stack
        direction="row"
        sx={{
          mb: 2,
          gap: 1.5,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={list.filter}
          onChange={(_e, value: ResidentFilter | null) => value && list.setFilter(value)}
          aria-label={s.filter}
        >
          {residentFilters.map((key) => (
            <ToggleButton
              key={key}
              value={key}
              sx={{ minHeight: 44, px: 2, textTransform: 'none' }}
            >
              {s.filters[key]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setCreating(true)}
          sx={{ minHeight: 44 }}
        >
          {strings.newInquiry}
        </Button>
      </Stack>
      <Card variant="outlined">
        {list.rows && list.rows.length > 0 ? (
          <List disablePadding data-testid="resident-requests">
            {list.rows.map((row) => (
              <RequestRow key={row.inquiry.id} row={row} />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {!list.rows ? strings.loading : list.hasAny ? s.emptyFiltered : s.empty}
          </Typography>
        )}
      </Card>
      <ListPagination
        label={strings.pagination}
        page={list.page}
        pageCount={list.pageCount}
        onPage={list.setPage}
      />
      <NewInquiryDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}

/**
 * One request: its title (and whether it is only on this device), its number (or the mark that
 * it waits for one, S32), kind (what the resident reported, else the request category), day sent
 * and status.
 */
function RequestRow({ row: { inquiry } }: { row: InquiryRow }) {
  const strings = useStrings(inquiryStrings);
  const s = strings.resident;
  const state = useRowStates().get(rowKey('inquiries', inquiry.id));
  const sent = formatDate(inquiry.createdAt);
  return (
    <ListItem
      disablePadding
      divider
      data-testid="inquiry-row"
      data-state={state?.status ?? 'saved'}
    >
      <ListItemButton component={RouterLink} to={`/inquiries/${inquiry.id}`} sx={{ gap: 1.5 }}>
        <ListItemText
          primary={
            <>
              {inquiry.title}
              <RowStateMark state={state} />
            </>
          }
          secondary={
            <>
              <span
                data-testid="inquiry-code"
                data-pending={awaitsNumber(inquiry) || undefined}
                style={awaitsNumber(inquiry) ? { fontStyle: 'italic' } : undefined}
              >
                {numberLabel(inquiry, strings.pendingNumber)}
              </span>
              {' · '}
              <RequestKind inquiry={inquiry} />
              {sent && ` · ${s.createdOn(sent)}`}
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: 500 } } }}
        />
        <InquiryStatusBadge status={displayStatus(inquiry)} />
      </ListItemButton>
    </ListItem>
  );
}
