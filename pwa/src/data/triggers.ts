/** Called after every local write; the sync engine pushes soon after (and asks for Background Sync). */
export const writeListeners = new Set<() => void>();

/**
 * Called with the key of each change `mutate` has just queued (after its transaction committed),
 * so a screen can follow what became of its own save (`trackQueued`).
 */
export const queuedListeners = new Set<(key: string) => void>();
