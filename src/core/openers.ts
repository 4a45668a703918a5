// Openers people actually play, compared in the benchmark (issue: optimal play from any board).
export const OPENERS = ['crane', 'slate', 'stare', 'adieu', 'audio', 'raise', 'arose', 'roate', 'irate', 'later', 'house', 'tears'] as const;
