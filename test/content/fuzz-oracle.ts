// The fuzz test's oracle: what a tile element shows, read in the plainest way from its attributes
// (independent of src/content), and the check that a reported row matches what its tiles show.
import type { PageReading } from '../../src/shared/page';

const MARK_WORDS: [string, string][] = [['present', 'present'], ['correct', 'correct'], ['absent', 'absent']];

function labelMark(label: string | null): string | null {
  const third = (label ?? '').split(',')[2]?.trim() ?? '';
  for (const [word, mark] of MARK_WORDS) if (third.startsWith(word)) return mark;
  return null;
}

export interface Shown { letter: string; mark: string | null; moving: boolean }

/** React tile: data-state (or the label when data-state is gone), text (or the label letter). */
export function reactShown(el: Element): Shown {
  const label = el.getAttribute('aria-label');
  const state = el.getAttribute('data-state');
  const fromLabel = labelMark(label);
  const mark = state !== null ? (fromLabel !== null && fromLabel !== state ? 'CONFLICT' : state) : fromLabel;
  const labelLetter = (label ?? '').split(',')[1]?.trim().toLowerCase() ?? '';
  const letter = (el.textContent ?? '').trim().toLowerCase() || labelLetter;
  const anim = el.getAttribute('data-animation') ?? '';
  return { letter, mark, moving: turning(anim, mark) };
}

/** The colour may still change: a pop, a flip's first half, or a second half not showing a mark yet. */
function turning(anim: string, mark: string | null): boolean {
  if (anim === 'flip-out' && (mark === 'correct' || mark === 'present' || mark === 'absent')) return false;
  return anim.includes('flip') || anim === 'pop';
}

/** Shadow tile: the inner .tile's colour, which must be the evaluation; without an inner tile, reveal + evaluation. */
export function shadowShown(el: Element): Shown {
  const inner = el.shadowRoot?.querySelector('.tile');
  const evaluation = el.getAttribute('evaluation');
  if (!inner) return { letter: el.getAttribute('letter') ?? '', mark: el.hasAttribute('reveal') ? evaluation : null, moving: false };
  const state = inner.getAttribute('data-state');
  const anim = inner.getAttribute('data-animation') ?? '';
  return {
    letter: (inner.textContent ?? '').trim().toLowerCase() || (el.getAttribute('letter') ?? ''),
    mark: state === evaluation ? state : 'CONFLICT',
    moving: turning(anim, state === evaluation ? state : null),
  };
}

/** Problems with a reading, given the original tile elements in board order. */
export function violations(reading: PageReading, tiles: Element[], shown: (el: Element) => Shown, root: Node): string[] {
  if (reading.kind === 'screen') return [`a board read as the ${reading.screen} screen`];
  if (reading.kind !== 'board') return reading.reason.startsWith('The board could not be read') ? [reading.reason] : [];
  const out: string[] = [];
  reading.rows.forEach((row, r) => {
    for (let i = 0; i < 5; i++) {
      const el = tiles[5 * r + i];
      if (!el || !isInside(el, root)) {
        out.push(`row ${r + 1} tile ${i + 1}: reported, but the tile is gone`);
        continue;
      }
      const s = shown(el);
      if (s.mark !== row.marks[i]) out.push(`row ${r + 1} tile ${i + 1}: reported ${row.marks[i]}, tile shows ${s.mark}`);
      if (s.moving) out.push(`row ${r + 1} tile ${i + 1}: reported while animating`);
      if (s.letter !== row.guess[i]) out.push(`row ${r + 1} tile ${i + 1}: reported ${row.guess[i]}, tile has "${s.letter}"`);
    }
  });
  return out;
}

/** Whether `el` is still under `root`, through shadow roots too (the fuzz trees are detached). */
function isInside(el: Node, root: Node): boolean {
  for (let n: Node | null = el; n; n = n.parentNode ?? (n instanceof ShadowRoot ? n.host : null)) if (n === root) return true;
  return false;
}
