import { useAppNavigate } from '../../ui/app-link';
import { type Rejection, useRejections } from '../../data';
import { useToast } from '../../ui/toast';
import { syncStrings } from './strings';

/** The error toast for changes just refused: the first one's reason, and how many there were. */
export function rejectionToast(rejections: readonly Rejection[]) {
  const [first] = rejections;
  if (!first) return null;
  const s = syncStrings.get().rejection;
  return {
    title: s.title(first.name),
    description:
      rejections.length === 1
        ? s.one(first.label, first.reason)
        : s.many(rejections.length, first.label, first.reason),
    variant: 'destructive' as const,
  };
}

/**
 * Mounted once in the signed-in app: when the server refuses a change, an error toast with its
 * reason replaces whatever toast shows (a success shown for it earlier must not stay), and its
 * 'Sửa' opens the sync screen, where the change is edited, retried or discarded.
 */
export function RejectionToasts() {
  const toast = useToast();
  const navigate = useAppNavigate();
  useRejections((rejections) => {
    const shown = rejectionToast(rejections);
    const s = syncStrings.get().rejection;
    if (shown) toast({ ...shown, action: { label: s.fix, onClick: () => navigate('/sync') } });
  });
  return null;
}
