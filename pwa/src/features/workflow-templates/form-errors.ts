/** The parts of a zod `safeParse` result the dialogs read. */
export interface ParseResult {
  success: boolean;
  error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
}

/** The first message per top-level field, for the helper texts under the inputs. */
export function fieldErrors(result: ParseResult): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}
