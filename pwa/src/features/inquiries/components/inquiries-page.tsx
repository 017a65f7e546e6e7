import { Box, Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useCurrentUser } from '../../../data';
import { sheetOf } from '../../../lib/sheet-export';
import { useSheetExport } from '../../../ui/use-sheet-export';
import { useInquiryList } from '../hooks/use-inquiry-list';
import { inquiriesSheet } from '../logic/export';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { InquiriesTable } from './inquiries-table';
import { InquiryFilters } from './inquiry-filters';
import { ListPagination } from '../../../ui/list-pagination';
import { NewInquiryDialog } from './new-inquiry-dialog';
import { ResidentInquiries } from './resident-inquiries';

/**
 * /inquiries: a resident's own requests ('Yêu cầu của tôi'), or the office's list with its
 * filters and export.
 */
export function InquiriesPage() {
  const user = useCurrentUser();
  if (user === undefined) return null;
  return user?.role === 'resident' ? <ResidentInquiries /> : <StaffInquiries />;
}

/** The office's list (the app shell holds the spec's sidebar): YÊU CẦU, Overview (filters, table, pages) and Details tabs. */
function StaffInquiries() {
  const s = useStrings(inquiryStrings);
  const x = s.export;
  const list = useInquiryList();
  const exporter = useSheetExport({ title: s.toast.errorTitle, description: x.failed });
  const [tab, setTab] = useState<'overview' | 'details'>('overview');
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ p: { xs: 2, md: 3 } }}>
      <Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ mb: 2, fontWeight: 700 }}
          data-testid="page-title"
        >
          {s.title}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_e, value: 'overview' | 'details') => setTab(value)}
          sx={{ mb: 2 }}
        >
          <Tab value="overview" label={s.tabs.overview} />
          <Tab value="details" label={s.tabs.details} />
        </Tabs>
        {tab === 'overview' ? (
          <>
            <InquiryFilters
              filters={list.filters}
              onChange={list.setFilters}
              onNew={() => setCreating(true)}
              onExport={
                list.filtered
                  ? () =>
                      void exporter.run(x.fileStem, () => [
                        sheetOf(inquiriesSheet(list.filtered ?? [], Date.now())),
                      ])
                  : undefined
              }
              exporting={exporter.busy}
            />
            <InquiriesTable rows={list.rows} />
            <ListPagination
              label={s.pagination}
              page={list.page}
              pageCount={list.pageCount}
              onPage={list.setPage}
            />
          </>
        ) : (
          <Card variant="outlined">
            <CardContent>
              <Typography color="text.secondary">{s.detailsPlaceholder}</Typography>
            </CardContent>
          </Card>
        )}
      </Box>
      <NewInquiryDialog open={creating} onClose={() => setCreating(false)} />
    </Box>
  );
}
