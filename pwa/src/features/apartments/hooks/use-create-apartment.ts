import { apartmentCreateSchema, limits, uuidv7 } from '@chungcu/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../ui/toast';
import { type ApartmentForm, emptyApartmentForm, toApartmentPayload } from '../form-mapping';
import { createApartment } from '../mutations';
import { photoToDataUrl } from '../photo';
import { apartmentStrings } from '../strings';

const t = apartmentStrings.toast;

/** The create form's state: fields, up to 6 images, and the submit with the spec's toasts. */
export function useCreateApartment() {
  const toast = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState<ApartmentForm>(emptyApartmentForm);
  const [images, setImages] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const full = images.length >= limits.maxApartmentImages;

  const addImage = (image: string) =>
    setImages((current) =>
      current.length >= limits.maxApartmentImages ? current : [...current, image],
    );

  return {
    form,
    images,
    pending,
    full,
    setField: (key: keyof ApartmentForm, value: string) =>
      setForm((current) => ({ ...current, [key]: value })),
    addPlaceholder: () => addImage(apartmentStrings.placeholderImage),
    async addPhotos(files: readonly File[]) {
      for (const file of files) {
        try {
          addImage(await photoToDataUrl(file));
        } catch (error) {
          console.error(error);
          toast({
            title: t.errorTitle,
            description: apartmentStrings.create.imageFailed,
            variant: 'destructive',
          });
        }
      }
    },
    removeImage: (index: number) => setImages((current) => current.filter((_, i) => i !== index)),
    async submit() {
      const parsed = apartmentCreateSchema.safeParse({
        ...toApartmentPayload(form, images),
        id: uuidv7(),
      });
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? t.createFailed;
        toast({ title: t.validationTitle, description: message, variant: 'destructive' });
        return;
      }
      setPending(true);
      try {
        await createApartment(parsed.data);
        toast({ title: t.successTitle, description: t.created });
        void navigate('/apartments', { state: { reveal: parsed.data.id } });
      } catch (error) {
        const message = error instanceof Error && error.message ? error.message : t.createFailed;
        toast({ title: t.errorTitle, description: message, variant: 'destructive' });
        setPending(false);
      }
    },
  };
}
