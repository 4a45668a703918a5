// Openers people actually play, compared in the benchmark (issue: optimal play from any board).
export const OPENERS = ['crane', 'slate', 'stare', 'adieu', 'audio', 'raise', 'arose', 'roate', 'irate', 'later', 'house', 'tears'] as const;

/**
 * The widths the pinned offline figures (data/opener-optima.ts) are computed with: wider than the
 * books' normal profile and equal to the classic hard book's. Widening further changed no total
 * tried (CRANE and AUDIO normal at [24, 8, 4, 3] and these; AUDIO hard at these and
 * [400, 60, 20, 8, 4]). 3-10 s per tree.
 */
export const OPTIMA_WIDTHS = { normal: [100, 20, 8, 4], hard: [200, 40, 16, 8, 4] } as const;

/**
 * Openers players actually play, for the second-move books (book.ts). No public ranked list of
 * the 50 most played openers was found; these are the words public sources name as played or
 * recommended (the words said to be played every day first, the holiday spikes last):
 * - NYT analysis of 515 million games, Dec 2022-Nov 2023, reported by Tom's Guide and NBC Chicago
 *   (2023-12-18): most popular ADIEU, STARE, SLATE, AUDIO, RAISE; ARISE, CRANE falling; LEAST
 *   among the most efficient of the 30 most popular;
 * - the same analysis, words that spike on holidays: MERRY GIFTS PEACE PARTY YEARS HAPPY FRESH
 *   HEART LOVER CUPID LUCKY RISEN BUNNY CROWN ROYAL GHOST;
 * - NYT WordleBot launch (2022-04, iHeart, WHBC): CRANE, CRATE, SLANT, TRACE, LANCE, CARTE,
 *   TRICE, and DEALT for hard mode; MIT's SALET and REAST (loveandscience.com, 2023-08-16);
 * - this project's benchmark openers (OPENERS above: AROSE ROATE IRATE LATER HOUSE TEARS), and
 *   ORATE, ALERT (rdrn.me/wordle), SPEAR, MOUNT (markandruth.co.uk, 2022-01-28).
 */
export const PLAYED_OPENERS = [
  'adieu', 'stare', 'slate', 'audio', 'raise', 'arise', 'crane', 'least',
  'crate', 'slant', 'trace', 'lance', 'carte', 'trice', 'dealt', 'salet', 'reast',
  'arose', 'roate', 'irate', 'later', 'house', 'tears', 'orate', 'alert', 'spear', 'mount',
  'merry', 'gifts', 'peace', 'party', 'years', 'happy', 'fresh', 'heart', 'lover', 'cupid', 'lucky', 'risen', 'bunny', 'crown', 'royal', 'ghost',
] as const;

/**
 * The ten of PLAYED_OPENERS players use most (from its sources above): the openers the history model's
 * second-move books cover, and the rows whose mean the panel's speed work must not make worse.
 */
export const POPULAR_OPENERS = ['crane', 'adieu', 'slate', 'stare', 'audio', 'raise', 'arise', 'trace', 'roate', 'salet'] as const;
