// Openers people actually play, compared in the benchmark (issue: optimal play from any board).
export const OPENERS = ['crane', 'slate', 'stare', 'adieu', 'audio', 'raise', 'arose', 'roate', 'irate', 'later', 'house', 'tears'] as const;

/**
 * The widths the pinned offline figures (data/opener-optima.ts) were computed with; the books'
 * classic hard profile is wider and takes minutes per tree, these take seconds.
 */
export const OPTIMA_WIDTHS = { normal: [24, 8, 4, 3], hard: [48, 24, 12, 6, 3] } as const;
