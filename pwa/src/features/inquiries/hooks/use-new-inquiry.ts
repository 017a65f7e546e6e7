import {
  type ResidentCategory,
  type WorkflowTemplate,
  inquiryCreateSchema,
  limits,
} from '@chungcu/contracts';
import { useEffect, useRef, useState } from 'react';
import { StorageFullError, UnsupportedFileError, useCurrentUser } from '../../../data';
import { useSaveToast } from '../../../ui/save-toast';
import { useToast } from '../../../ui/toast';
import { createInquiryWithFiles, prepareInquiryFiles } from '../attachments';
import type { ChosenFile } from '../components/attachment-tiles';
import { useHomes, useResidentOptions } from '../queries';
import { inquiryStrings } from '../strings';

/**
 * What the new request is made from: the template staff picked, or the category a resident
 * reported (the mutation makes it from the template the complex maps that category to).
 */
export type InquiryChoice =
  | { template: WorkflowTemplate; category?: undefined }
  | { template?: undefined; category: ResidentCategory };

export interface InquiryFormValues {
  title: string;
  description: string;
  priority: string;
  residentId: string;
  apartmentId: string;
}

const empty: InquiryFormValues = {
  title: '',
  description: '',
  priority: 'medium',
  residentId: '',
  apartmentId: '',
};
type Errors = Partial<Record<'title' | 'description', string>>;

function validate(values: InquiryFormValues): Errors {
  const errors: Errors = {};
  const title = inquiryCreateSchema.shape.title.safeParse(values.title);
  if (!title.success) errors.title = title.error.issues[0]?.message;
  const description = inquiryCreateSchema.shape.description.safeParse(values.description);
  if (!description.success) errors.description = description.error.issues[0]?.message;
  return errors;
}

/**
 * The form step of the new-inquiry dialog: values, the spec's validation messages, submit with its
 * toasts. A resident user files for themselves: the requester is fixed to their resident record.
 */
export function useNewInquiryForm(choice: InquiryChoice, onDone: () => void) {
  const user = useCurrentUser();
  const residents = useResidentOptions(choice.template?.complexId);
  const isResident = user?.role === 'resident';
  const self = isResident ? residents?.find((r) => r.email === user?.email) : undefined;
  const [values, setValues] = useState<InquiryFormValues>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);
  const toast = useToast();
  const save = useSaveToast();

  const addFiles = (added: File[]) =>
    setFiles((current) =>
      [
        ...current,
        ...added.map((file) => {
          const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
          if (preview) previews.current.push(preview);
          return { file, preview };
        }),
      ].slice(0, limits.inquiryAttachmentTiles),
    );
  const removeFile = (index: number) =>
    setFiles((current) => current.filter((_, i) => i !== index));

  const set = (patch: Partial<InquiryFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const homes = useHomes();
  // A resident files for themselves: their unit is filled in as soon as it is known.
  const selfHome = self ? homes.get(self.id) : undefined;
  useEffect(() => {
    if (selfHome) setValues((v) => (v.apartmentId ? v : { ...v, apartmentId: selfHome }));
  }, [selfHome]);
  /** Choosing a requester fills in the unit they live in (staff may still pick another). */
  const setRequester = (residentId: string) =>
    set({
      residentId,
      ...(residentId && homes.has(residentId) ? { apartmentId: homes.get(residentId) } : {}),
    });

  const submit = async () => {
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || pending) return;
    setPending(true);
    try {
      const residentId = isResident ? (self?.id ?? null) : values.residentId || null;
      // The request and its files as picked are stored together; the files are resized after.
      const { kept } = await save(
        () =>
          createInquiryWithFiles(
            {
              title: values.title,
              description: values.description,
              priority: values.priority,
              residentId,
              apartmentId: values.apartmentId || null,
              templateId: choice.template?.id ?? null,
              residentCategory: choice.category ?? null,
            },
            files.map((f) => f.file),
          ),
        {
          title: inquiryStrings.get().toast.successTitle,
          description: inquiryStrings.get().toast.created,
        },
      );
      await prepareInquiryFiles(kept).catch((error: unknown) =>
        toast({
          title: inquiryStrings.get().toast.errorTitle,
          description: error instanceof Error ? error.message : String(error),
          variant: 'destructive',
        }),
      );
      onDone();
    } catch (error) {
      // A file the device cannot keep (full, or of a refused type) says so; the rest is generic.
      const fileProblem =
        error instanceof StorageFullError || error instanceof UnsupportedFileError;
      toast({
        title: inquiryStrings.get().toast.errorTitle,
        description: fileProblem ? error.message : inquiryStrings.get().toast.createFailed,
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return {
    values,
    set,
    setRequester,
    homes,
    errors,
    pending,
    submit,
    isResident,
    self,
    residents,
    files,
    addFiles,
    removeFile,
  };
}
