import { messages } from '@chungcu/contracts';

/** The device's storage is full: the message the user sees (messages.attachment.storageFull). */
export class StorageFullError extends Error {
  constructor(cause: unknown) {
    super(messages.attachment.storageFull);
    this.name = 'StorageFullError';
    this.cause = cause;
  }
}

/**
 * Whether an error means the storage quota was reached. Browsers throw QuotaExceededError, but a
 * transaction that fails for it is often reported as an AbortError carrying the real reason
 * (Dexie keeps it in `inner`, others in `cause`), so the chain is followed.
 */
export function isQuotaError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  if (error instanceof StorageFullError) return true;
  const { name, code, inner, cause } = error as {
    name?: string;
    code?: number;
    inner?: unknown;
    cause?: unknown;
  };
  // 22 is the legacy DOMException code of QuotaExceededError.
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED' || code === 22) {
    return true;
  }
  return isQuotaError(inner, depth + 1) || isQuotaError(cause, depth + 1);
}

/** Runs a storage write; a full device becomes StorageFullError, anything else passes through. */
export async function guardQuota<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    if (isQuotaError(error)) throw new StorageFullError(error);
    throw error;
  }
}
