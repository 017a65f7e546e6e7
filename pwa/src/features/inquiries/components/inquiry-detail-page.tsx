import { isStaffRole } from '@chungcu/contracts';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, Container, GlobalStyles } from '@mui/material';
import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../../data';
import { useAutoInitProgress, useInitProgressAction } from '../hooks/use-init-progress';
import { useInquiryProgress } from '../hooks/use-inquiry-progress';
import { assigneesOf } from '../logic/progress';
import { useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';
import { ConversationCard } from './conversation-card';
import { Attachments, BasicInfo, OtherInfo, People } from './detail-info';
import { InquiryHeader, InquiryMissing } from './inquiry-header';
import { ProgressCard } from './progress-card';
import { VerdictCard } from './verdict-card';

/**
 * /inquiries/{id}: the inquiry, its people and its progress card; exports a printed report. A
 * resident sees their request, the conversation and its progress, not the office's tools: no
 * report to print, no list of the staff reviewing and following it.
 */
export function InquiryDetailPage() {
  const s = useStrings(inquiryStrings);
  const { id } = useParams();
  const { inquiry, steps, templateSteps, loading } = useInquiryProgress(id);
  const create = useInitProgressAction(id);
  const isStaff = isStaffRole(useCurrentUser()?.role ?? 'resident');
  useAutoInitProgress(inquiry, steps?.length, templateSteps.length);
  if (!inquiry || !steps) return <InquiryMissing loading={loading} />;
  const people = assigneesOf(steps);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <GlobalStyles
        styles={{
          '@media print': {
            '.no-print, [data-testid="sync-indicator"]': { display: 'none !important' },
          },
        }}
      />
      <InquiryHeader
        inquiry={inquiry}
        back={{ to: '/inquiries', label: s.detail.backToList }}
        actions={
          isStaff && (
            <Button
              variant="outlined"
              startIcon={<PrintIcon />}
              onClick={() => window.print()}
              className="no-print"
            >
              {s.detail.export}
            </Button>
          )
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <VerdictCard inquiry={inquiry} />
          <ConversationCard inquiry={inquiry} />
          <BasicInfo inquiry={inquiry} />
          <OtherInfo inquiry={inquiry} steps={steps} />
          <Attachments inquiry={inquiry} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
          <ProgressCard
            inquiryId={inquiry.id}
            steps={steps}
            onCreate={() => void create()}
            // A completed request takes no new steps (they would wait on finished work).
            canCreate={isStaff && inquiry.status !== 'completed'}
          />
          {isStaff && (
            <>
              <People title={s.detail.reviewers} people={people} />
              <People title={s.detail.followers} people={people} />
            </>
          )}
        </Box>
      </Box>
    </Container>
  );
}
