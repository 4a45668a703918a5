// Waiting between attempts (a message retried, an offscreen document that is still closing).

/** Resolves after `ms` milliseconds. */
export const pause = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));
