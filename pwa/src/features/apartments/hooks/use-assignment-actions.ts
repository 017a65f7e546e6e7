import { useCallback, useState } from 'react';
import { useStrings } from '../../../lib/i18n';
import { useSaveToast } from '../../../ui/save-toast';
import { useToast } from '../../../ui/toast';
import type { HouseholdRelation } from '@chungcu/contracts';
import { assignResidents, makePrimary, removeAssignment, setRelation } from '../mutations';
import { apartmentStrings } from '../strings';

/** Assign / remove / mark primary with the spec's toasts; each answers whether it worked. */
export function useAssignmentActions() {
  const t = useStrings(apartmentStrings).toast;
  const toast = useToast();
  const save = useSaveToast();
  const [saving, setSaving] = useState(false);
  const fail = useCallback(
    (description: string, error: unknown) => {
      console.error(description, error);
      toast({ title: t.errorTitle, description, variant: 'destructive' });
      return false;
    },
    [toast, t],
  );

  return {
    saving,
    async assign(apartmentId: string, residentIds: readonly string[], notes: string) {
      if (residentIds.length === 0) {
        toast({ title: t.errorTitle, description: t.noneSelected, variant: 'destructive' });
        return false;
      }
      setSaving(true);
      try {
        await save(() => assignResidents(apartmentId, residentIds, notes.trim() || null), {
          title: t.successTitle,
          description: t.assigned(residentIds.length),
        });
        return true;
      } catch (error) {
        return fail(t.assignFailed, error);
      } finally {
        setSaving(false);
      }
    },
    async remove(assignmentId: string) {
      try {
        await save(() => removeAssignment(assignmentId), {
          title: t.successTitle,
          description: t.removed,
        });
        return true;
      } catch (error) {
        return fail(t.removeFailed, error);
      }
    },
    async makePrimary(assignmentId: string) {
      try {
        await save(() => makePrimary(assignmentId), {
          title: t.successTitle,
          description: t.primarySet,
        });
        return true;
      } catch (error) {
        return fail(t.primaryFailed, error);
      }
    },
    async setRelation(assignmentId: string, relation: HouseholdRelation | null) {
      try {
        await save(() => setRelation(assignmentId, relation), {
          title: t.successTitle,
          description: t.relationSet,
        });
        return true;
      } catch (error) {
        return fail(t.relationFailed, error);
      }
    },
  };
}
