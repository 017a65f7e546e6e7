/** Called after every local write; the sync engine pushes soon after (and asks for Background Sync). */
export const writeListeners = new Set<() => void>();
