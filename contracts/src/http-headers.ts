/** The header that makes a mutation safe to replay (apart from the zod schemas: the app's HTTP
 * client, on the login route, needs it alone). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
