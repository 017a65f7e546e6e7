import type { Apartment } from '@chungcu/contracts';
import { useState } from 'react';
import { useStrings } from '../../../lib/i18n';
import { useSaveToast } from '../../../ui/save-toast';
import { type ApartmentEditForm, fromEditForm, toEditForm } from '../edit-form';
import { updateApartment } from '../mutations';
import { apartmentStrings } from '../strings';

/**
 * The edit dialog's state: opened with the unit as the mirror holds it, saved as one
 * `updateApartment` of the changed fields. A refusal (a value the rules refuse, a unit number
 * taken) keeps the dialog open with the message.
 */
export function useEditApartment(apartment: Apartment | null) {
  const t = useStrings(apartmentStrings).toast;
  const save = useSaveToast();
  const [form, setForm] = useState<ApartmentEditForm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  return {
    form,
    error,
    saving,
    open() {
      if (!apartment) return;
      setError(null);
      setForm(toEditForm(apartment));
    },
    close: () => setForm(null),
    setField<K extends keyof ApartmentEditForm>(key: K, value: ApartmentEditForm[K]) {
      setForm((current) => (current ? { ...current, [key]: value } : current));
    },
    async save() {
      if (!apartment || !form) return;
      setSaving(true);
      try {
        await save(() => updateApartment(apartment.id, fromEditForm(form)), {
          title: t.successTitle,
          description: t.updated,
        });
        setForm(null);
      } catch (caught) {
        setError(caught instanceof Error && caught.message ? caught.message : t.updateFailed);
      } finally {
        setSaving(false);
      }
    },
  };
}

export type EditApartment = ReturnType<typeof useEditApartment>;
