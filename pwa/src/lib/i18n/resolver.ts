import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { localizeMessage } from './messages/strings';

/** Each field's message in the user's language (the schemas' are the contracts' texts). */
function localized<T extends FieldValues>(errors: FieldErrors<T>): void {
  for (const error of Object.values(errors)) {
    if (!error || typeof error !== 'object') continue;
    if (typeof error.message === 'string') error.message = localizeMessage(error.message);
    else localized(error as FieldErrors<T>);
  }
}

/** react-hook-form's zod resolver, its messages shown in the language of the moment. */
export function localizedResolver(schema: Parameters<typeof zodResolver>[0]): Resolver {
  const resolve = zodResolver(schema) as Resolver;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    localized(result.errors);
    return result;
  };
}
