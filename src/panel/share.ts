// What "Share" puts together after a game: the NYT's lines (src/shared/share-text.ts), the extra
// lines the player picked, the alt text of the picture. Pure text here; the picture and the
// browser's share and clipboard live in share-picture.ts.
import { gameLuck, likelyAround } from '../shared/luck';
import type { NotedAnalysis } from '../shared/notes';
import { shareHeader, type SharedGame } from '../shared/share-text';
import { fmt } from './format';
import { t } from './i18n';

export interface ShareExtras {
  /** Likely answers left after each guess. */
  left: boolean;
  /** Skill and luck. */
  skillLuck: boolean;
  /** The solver's own play on the same answer (kept games' `best`). */
  best: boolean;
}

export const NO_EXTRAS: ShareExtras = { left: false, skillLuck: false, best: false };

const LUCK_WORD = { lucky: 'luckLucky', even: 'luckEven', unlucky: 'luckUnlucky' } as const;

/**
 * The extra lines, each saying what its figures mean (the text travels without the panel).
 * `best`: guesses the solver took on the same answer (7: not in six), or undefined when not known.
 */
export function extraLines(picked: ShareExtras, a: NotedAnalysis | null, best: number | undefined): string[] {
  const lines: string[] = [];
  if (picked.left && a && a.rows.length > 0) {
    const likely = likelyAround(a.rows[0]).likely;
    const after = a.rows.map((r) => fmt(likelyAround(r).after)).join(' → ');
    lines.push(t(likely ? 'shareLeftLikely' : 'shareLeftWords', after));
  }
  if (picked.skillLuck && a) lines.push(t('shareSkillLuck', fmt(Math.round(a.skill)), t(LUCK_WORD[gameLuck(a).kind]).toLowerCase()));
  if (picked.best && best !== undefined) lines.push(best > 6 ? t('shareBestLost') : t('shareBest', fmt(best)));
  return lines;
}

/** The picture's alt text: the first line, then each guess's colours in words (never its letters). */
export function shareAlt(g: SharedGame): string {
  const rows = g.rows.map((r, i) => {
    const n = (m: string) => r.marks.filter((x) => x === m).length;
    return t('shareAltRow', fmt(i + 1), fmt(n('correct')), fmt(n('present')), fmt(n('absent')));
  });
  return [shareHeader(g), ...rows].join('. ');
}
