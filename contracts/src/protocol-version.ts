/**
 * The wire protocol's version. Bump it whenever a schema in this package changes shape, and
 * record why below; `protocol-version.test.ts` fails until the hash it pins is updated too.
 *
 * History:
 * 1 — first version: the calls of spec section 7, the change feed, idempotency keys.
 * 2 — apartment images may be data URLs (photos taken offline).
 * 3 — init-progress accepts client-made `stepIds` (progress created and started offline).
 */
export const PROTOCOL_VERSION = 3;
