import { translationsLoading as loading } from './catalogue';

export { chosenLocale } from './locale';

/** Resolves once the chosen language's translations have loaded (tests). */
export const translationsLoading = () =>
  new Promise<void>((resolve) => {
    const check = () => !loading.get() && (resolve(), true);
    if (check()) return;
    const off = loading.listen(() => check() && off());
  });
