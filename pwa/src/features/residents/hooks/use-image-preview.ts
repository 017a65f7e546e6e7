import { useCallback, useEffect, useState } from 'react';

export interface ImagePreview {
  /** An object URL of the chosen image, valid while it is chosen. */
  url: string | null;
  fileName: string | null;
  /** The chosen file, kept until the form is saved (then stored as an attachment). */
  file: File | null;
  choose(file: File | undefined): void;
  clear(): void;
}

/**
 * A locally chosen image shown as a preview until the form is saved; its object URL is revoked
 * when it is replaced, cleared or the component goes away.
 */
export function useImagePreview(logLabel: string): ImagePreview {
  const [chosen, setChosen] = useState<{ url: string; file: File } | null>(null);

  useEffect(() => () => (chosen ? URL.revokeObjectURL(chosen.url) : undefined), [chosen]);

  const choose = useCallback(
    (file: File | undefined) => {
      // Images only; the 10MB figure is a hint: the photo is resized anyway.
      if (!file || !file.type.startsWith('image/')) return;
      console.info(logLabel, { name: file.name, size: file.size, type: file.type });
      setChosen({ url: URL.createObjectURL(file), file });
    },
    [logLabel],
  );
  const clear = useCallback(() => setChosen(null), []);

  return {
    url: chosen?.url ?? null,
    fileName: chosen?.file.name ?? null,
    file: chosen?.file ?? null,
    choose,
    clear,
  };
}
