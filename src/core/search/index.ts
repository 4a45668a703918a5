/*
 * Expected-guesses search, the engine of the default strategy. A newcomer's reading order:
 *   costs.ts    what a game costs (FAIL_COST per lost game: by its chance live, per word
 *               offline), the lower bound and the estimate
 *   node.ts     the recursion: value(S, frame), cost of a guess, branch and bound, shortcuts
 *   scans.ts    whole-pool scans at one node (ordering, bounded guesses, the last-but-one step),
 *               all on the one bucketing loop of buckets.ts
 *   groups.ts   splitting a node into colour groups
 *   memo.ts     what a value is memoised under
 *   families.ts live hard mode: the trap families the size estimate counts as lost
 *   anytime.ts  the driver: ranks the root's guesses under a time budget, step by step
 * Every value comes with its chance of losing, so that the figures shown can separate guesses
 * from lost games.
 */
export { LOSING, candidateCost, guessesOf } from './costs';
export { Searcher } from './anytime';
export type { RankRequest } from './anytime';
export type { Scored, SearchLimits } from './types';
