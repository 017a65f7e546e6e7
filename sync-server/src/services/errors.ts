import {
  type ErrorCode,
  type Issue,
  type UnstorableText,
  fieldName,
  messages,
} from '@chungcu/contracts';

/** An answer other than success, raised anywhere below a route and mapped in one middleware. */
export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: Issue[],
  ) {
    super(message);
  }
}

export const validationFailure = (message: string, issues?: Issue[]) =>
  new ApiFailure(400, 'validation', message, issues);
export const unauthenticated = () =>
  new ApiFailure(401, 'unauthenticated', messages.common.unauthenticated);
export const forbidden = () => new ApiFailure(403, 'forbidden', messages.common.forbidden);
export const notFound = (message: string = messages.common.notFound) =>
  new ApiFailure(404, 'not_found', message);
export const conflict = (message: string) => new ApiFailure(409, 'conflict', message);
export const rateLimited = () => new ApiFailure(429, 'rate_limited', messages.common.rateLimited);

/** 400 for a string that cannot be stored as text, naming its field (`findUnstorableText`). */
export function unstorableTextFailure({ path, reason }: UnstorableText): ApiFailure {
  const message =
    reason === 'nul'
      ? messages.common.nulCharacter
      : messages.common.malformedText(fieldName(path));
  return validationFailure(message, [{ path: path.map(String), message }]);
}
