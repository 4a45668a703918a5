// Openers people actually play, compared in the benchmark (issue: optimal play from any board).
export const OPENERS = ['crane', 'slate', 'stare', 'adieu', 'audio', 'raise', 'arose', 'roate', 'irate', 'later', 'house', 'tears'] as const;

/**
 * The widths the pinned offline figures (data/opener-optima.ts) are computed with: wider than the
 * books' normal profile and equal to the classic hard book's. Widening further changed no total
 * tried (CRANE and AUDIO normal at [24, 8, 4, 3] and these; AUDIO hard at these and
 * [400, 60, 20, 8, 4]). 3-10 s per tree.
 */
export const OPTIMA_WIDTHS = { normal: [100, 20, 8, 4], hard: [200, 40, 16, 8, 4] } as const;
