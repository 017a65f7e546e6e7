import {
  Box,
  Card,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { fullName } from '@chungcu/contracts';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { rowKey, useRowStates } from '../../../data';
import { RowStateMark } from '../../../ui/row-state-mark';
import { type InquiryRow, categoryLabel, displayStatus } from '../logic/list';
import { awaitsNumber, numberLabel } from '../logic/number';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { DeadlineText } from './deadline-text';
import { InquiryStatusBadge } from './status-badges';

interface Props {
  rows: InquiryRow[] | undefined;
}

// Below tablet-landscape width Type leaves; on phones Requester moves under the title, so the
// title keeps the width to wrap in (not one word a line).
const wideOnly = { display: { xs: 'none', lg: 'table-cell' } } as const;
const notPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * Request Title (and the request's code beneath), Requester, Type, Status and the time left to
 * resolve; each row links to the inquiry's detail page.
 */
export function InquiriesTable({ rows }: Props) {
  const s = useStrings(inquiryStrings);
  const now = Date.now();
  const navigate = useNavigate();
  const states = useRowStates();
  return (
    <Card variant="outlined">
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{s.columns.title}</TableCell>
              <TableCell sx={notPhone}>{s.columns.requester}</TableCell>
              <TableCell sx={wideOnly}>{s.columns.type}</TableCell>
              <TableCell>{s.columns.status}</TableCell>
              <TableCell sx={notPhone}>{s.columns.deadline}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map(({ inquiry, requester }) => {
              const state = states.get(rowKey('inquiries', inquiry.id));
              const who = requester ? fullName(requester) : s.unknownRequester;
              return (
                <TableRow
                  key={inquiry.id}
                  hover
                  onClick={() => void navigate(`/inquiries/${inquiry.id}`)}
                  data-testid="inquiry-row"
                  data-state={state?.status ?? 'saved'}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell sx={{ fontWeight: 500 }}>
                    <Link
                      component={RouterLink}
                      to={`/inquiries/${inquiry.id}`}
                      underline="hover"
                      color="inherit"
                      onClick={(event) => event.stopPropagation()}
                      sx={{ display: 'flex', alignItems: 'center', minHeight: 44 }}
                    >
                      {inquiry.title}
                    </Link>
                    <RowStateMark state={state} />
                    <Typography
                      variant="caption"
                      color="text.secondary"
                      sx={{ display: 'block' }}
                      data-testid="inquiry-code"
                      data-pending={awaitsNumber(inquiry) || undefined}
                    >
                      {numberLabel(inquiry, s.pendingNumber)}
                    </Typography>
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      sx={{ display: { sm: 'none' }, pb: 0.5 }}
                    >
                      {who}
                    </Typography>
                  </TableCell>
                  <TableCell sx={notPhone}>{who}</TableCell>
                  <TableCell sx={wideOnly}>{categoryLabel(inquiry.category)}</TableCell>
                  <TableCell>
                    <InquiryStatusBadge status={displayStatus(inquiry, now)} />
                  </TableCell>
                  <TableCell sx={notPhone}>
                    <DeadlineText inquiry={inquiry} now={now} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {(!rows || rows.length === 0) && (
        <Box sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{rows ? s.empty : s.loading}</Typography>
        </Box>
      )}
    </Card>
  );
}
