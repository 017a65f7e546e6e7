import { apartmentCreateSchema, limits, messages, uuidv7 } from '@chungcu/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useComplexForNew } from '../../../data';
import { useStrings } from '../../../lib/i18n';
import { complexFieldStrings } from '../../../ui/complex-field';
import { useSaveToast } from '../../../ui/save-toast';
import { useToast } from '../../../ui/toast';
import {
  type ApartmentForm,
  type DerivedField,
  type DerivedValues,
  derivedValues,
  emptyApartmentForm,
  toApartmentPayload,
} from '../form-mapping';
import { createApartmentWithPhotos, prepareApartmentPhotos } from '../photos';
import { apartmentStrings } from '../strings';

/** An image of the form: a chosen photo (previewed from memory) or the spec's placeholder. */
export type FormImage = { kind: 'photo'; file: File; preview: string } | { kind: 'placeholder' };

/**
 * The create form's state: fields, up to 6 images, and the submit with the spec's toasts. The
 * unit is created first, then its photos are stored as its attachments (they need their owner).
 */
export function useCreateApartment() {
  const strings = useStrings(apartmentStrings);
  const t = strings.toast;
  const toast = useToast();
  const save = useSaveToast();
  const navigate = useNavigate();
  const [form, setForm] = useState<ApartmentForm>(emptyApartmentForm);
  // The derived fields follow the four inputs until staff type over them.
  const [edited, setEdited] = useState<Partial<DerivedValues>>({});
  const [images, setImages] = useState<FormImage[]>([]);
  const [pending, setPending] = useState(false);
  // On "Tất cả", the form asks which complex the unit belongs to.
  const complexForNew = useComplexForNew();
  const [complexId, setComplexId] = useState<string | null>(null);
  const [complexError, setComplexError] = useState<string | null>(null);
  const chosenComplex = complexId ?? complexForNew.initial;
  const full = images.length >= limits.maxApartmentImages;

  // Previews live as long as the form.
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = (added: FormImage[]) =>
    setImages((current) => [...current, ...added].slice(0, limits.maxApartmentImages));

  return {
    complex: {
      ask: complexForNew.ask,
      complexes: complexForNew.complexes,
      value: chosenComplex,
      error: complexError,
      choose: (id: string) => {
        setComplexId(id);
        setComplexError(null);
      },
    },
    form,
    derived: { ...derivedValues(form), ...edited },
    images,
    pending,
    full,
    setField: (key: keyof ApartmentForm, value: string) =>
      setForm((current) => ({ ...current, [key]: value })),
    setDerived: (key: DerivedField, value: string) =>
      setEdited((current) => ({ ...current, [key]: value })),
    addPlaceholder: () => add([{ kind: 'placeholder' }]),
    addPhotos: (files: readonly File[]) =>
      add(
        files.map((file) => {
          const preview = URL.createObjectURL(file);
          previews.current.push(preview);
          return { kind: 'photo', file, preview };
        }),
      ),
    removeImage: (index: number) => setImages((current) => current.filter((_, i) => i !== index)),
    async submit() {
      if (complexForNew.none) {
        toast({
          title: t.validationTitle,
          description: complexFieldStrings.notSynced,
          variant: 'destructive',
        });
        return;
      }
      if (complexForNew.ask && !chosenComplex) {
        setComplexError(messages.complex.required);
        toast({
          title: t.validationTitle,
          description: messages.complex.required,
          variant: 'destructive',
        });
        return;
      }
      const parsed = apartmentCreateSchema.safeParse({
        ...toApartmentPayload(form, edited),
        id: uuidv7(),
        ...(complexForNew.ask && chosenComplex ? { complexId: chosenComplex } : {}),
      });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? t.createFailed;
        toast({ title: t.validationTitle, description: message, variant: 'destructive' });
        return;
      }
      setPending(true);
      try {
        const files = images.flatMap((i) => (i.kind === 'photo' ? [i.file] : []));
        // The unit and its photos as picked are stored together; the photos are resized after.
        const { apartment, kept } = await save(
          () => createApartmentWithPhotos(parsed.data, files),
          { title: t.successTitle, description: t.created },
        );
        try {
          await prepareApartmentPhotos(kept);
        } catch (error) {
          // The unit is saved; a photo that could not be read is said.
          const message = error instanceof Error ? error.message : strings.create.imageFailed;
          toast({ title: t.errorTitle, description: message, variant: 'destructive' });
        }
        void navigate('/apartments', { state: { reveal: apartment.id } });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : t.createFailed;
        toast({ title: t.errorTitle, description: message, variant: 'destructive' });
        setPending(false);
      }
    },
  };
}
