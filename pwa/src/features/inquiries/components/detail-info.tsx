import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import {
  attachmentIdOfUrl,
  fullName,
  isStaffRole,
  limits,
  type Attachment,
  type Inquiry,
  type InquiryProgress,
} from '@chungcu/contracts';
import type { ReactNode } from 'react';
import { appDb, useAttachments, useCurrentUser, useTables } from '../../../data';
import { AttachmentGallery } from '../../../ui/attachment-gallery';
import { useToast } from '../../../ui/toast';
import { attachToInquiry, removeInquiryAttachment } from '../attachments';
import { answeredAt } from '../logic/answered';
import { categoryLabel } from '../logic/list';
import { formatCreated, formatUpdated } from '../logic/dates';
import { useApartment, useInquiryMessages, useResident, useUser } from '../queries';
import { DeadlineText } from './deadline-text';
import { RequestKind, ResidentReported } from './request-kind';
import { enumLabel, enumStrings, useStrings } from '../../../lib/i18n';
import { inquiryStrings } from '../strings';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Typography>
    </Box>
  );
}

export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        <Stack spacing={1.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/**
 * Basic info: creator, category (for the resident, what they reported when they named it),
 * description, created and last updated times.
 */
export function BasicInfo({ inquiry }: { inquiry: Inquiry }) {
  const s = useStrings(inquiryStrings).detail;
  const creator = useUser(inquiry.createdBy);
  const creatorName = creator ? fullName(creator) || creator.email : null;
  const isStaff = isStaffRole(useCurrentUser()?.role ?? 'resident');
  return (
    <InfoCard title={s.basicInfo}>
      <Field label={s.creator}>{creatorName || s.unknownCreator}</Field>
      <Field label={s.category}>
        {/* The resident sees what they reported; staff the request category, and the report. */}
        {isStaff ? (
          <>
            {categoryLabel(inquiry.category)}
            <ResidentReported inquiry={inquiry} />
          </>
        ) : (
          <RequestKind inquiry={inquiry} />
        )}
      </Field>
      <Field label={s.description}>{inquiry.description}</Field>
      <Field label={s.createdAt}>{formatCreated(inquiry.createdAt) ?? s.noCreatedAt}</Field>
      <Field label={s.updatedAt}>{formatUpdated(inquiry.updatedAt) ?? s.noUpdatedAt}</Field>
    </InfoCard>
  );
}

/**
 * Other info: priority, requester, apartment, due date and the category's deadlines (to answer,
 * to resolve, and the time left), from the mirror. The deadline to answer reads 'Đã phản hồi lúc
 * …' only once the office answered (`answeredAt`: a reply, a step done, a status it moved).
 */
export function OtherInfo({ inquiry, steps }: { inquiry: Inquiry; steps: InquiryProgress[] }) {
  const { detail: s, deadline: d } = useStrings(inquiryStrings);
  const answered = answeredAt(inquiry, useInquiryMessages(inquiry.id), steps);
  const resident = useResident(inquiry.residentId);
  const apartment = useApartment(inquiry.apartmentId);
  const priority = enumLabel(useStrings(enumStrings).priorities, inquiry.priority);
  return (
    <InfoCard title={s.otherInfo}>
      <Field label={s.priority}>{priority}</Field>
      <Field label={s.requester}>{resident ? fullName(resident) : s.none}</Field>
      <Field label={s.apartment}>
        {apartment ? `${apartment.unitNumber} - ${apartment.buildingBlock}` : s.none}
      </Field>
      <Field label={s.dueDate}>{formatCreated(inquiry.dueDate) ?? s.none}</Field>
      {inquiry.resolutionDueAt && (
        <>
          <Field label={d.responseDue}>
            <span data-testid="response-due">
              {answered
                ? d.responded(formatCreated(answered) ?? '')
                : (formatCreated(inquiry.responseDueAt) ?? s.none)}
            </span>
          </Field>
          <Field label={d.resolutionDue}>
            {formatCreated(inquiry.resolutionDueAt)}{' '}
            <DeadlineText inquiry={inquiry} now={Date.now()} />
          </Field>
        </>
      )}
    </InfoCard>
  );
}

/**
 * The request's files (photos and PDFs): thumbnails opening the full-screen viewer, added by staff
 * or the resident who filed it, removed by staff or whoever attached them, until the request is
 * completed: then they are final (the shared rule refuses a change; the card offers none).
 */
export function Attachments({ inquiry }: { inquiry: Inquiry }) {
  const { detail: s, toast: t } = useStrings(inquiryStrings);
  const own = useAttachments(inquiry.id);
  const linked = useLinkedFiles(inquiry);
  const files = linked.length ? [...linked, ...own] : own;
  const user = useCurrentUser();
  const toast = useToast();
  const failed = (error: unknown) =>
    toast({
      title: t.errorTitle,
      description: error instanceof Error ? error.message : String(error),
      variant: 'destructive',
    });
  // A linked file belongs to its owner (an inspection's photo): it is shown, never removed here.
  const final = inquiry.status === 'completed';
  const mayRemove = (a: Attachment) =>
    a.ownerId === inquiry.id &&
    ((user ? isStaffRole(user.role) : false) || a.createdBy === user?.id);
  return (
    <InfoCard title={s.attachments}>
      <AttachmentGallery
        attachments={files}
        allowPdf
        max={limits.inquiryAttachmentTiles}
        onAdd={
          final
            ? undefined
            : (chosen) => void attachToInquiry(inquiry.id, chosen, own.length).catch(failed)
        }
        onRemove={
          final
            ? undefined
            : (a) => (mayRemove(a) ? void removeInquiryAttachment(a).catch(failed) : undefined)
        }
      />
      {files.length === 0 && <Typography color="text.secondary">{s.noAttachments}</Typography>}
      {final && (
        <Typography variant="body2" color="text.secondary" data-testid="attachments-final">
          {s.attachmentsFinal}
        </Typography>
      )}
    </InfoCard>
  );
}

/**
 * Files of another owner the request links by URL: the photos of the inspection item the request
 * was made from (rule S20), shown with the request's own files.
 */
function useLinkedFiles(inquiry: Inquiry): readonly Attachment[] {
  const urls = inquiry.attachments.join('\n');
  return (
    useTables(
      appDb,
      ['attachments'],
      (rows) =>
        urls
          .split('\n')
          .map((url) => rows.get(attachmentIdOfUrl(url) ?? ''))
          .filter((a): a is Attachment => Boolean(a) && a?.ownerId !== inquiry.id),
      [urls, inquiry.id],
    ) ?? []
  );
}

/** Reviewers and followers: the staff assigned to the inquiry's steps. */
export function People({
  title,
  people,
}: {
  title: string;
  people: { name: string; role: string | null }[];
}) {
  const s = useStrings(inquiryStrings).detail;
  return (
    <InfoCard title={title}>
      {people.length === 0 ? (
        <Typography color="text.secondary">{s.noPeople}</Typography>
      ) : (
        people.map((p) => (
          <Typography key={p.name}>
            {p.name}
            {p.role && (
              <Typography component="span" color="text.secondary">{` · ${p.role}`}</Typography>
            )}
          </Typography>
        ))
      )}
    </InfoCard>
  );
}
