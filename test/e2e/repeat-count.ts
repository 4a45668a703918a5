// A game whose answer the NYT played before, in a real browser: COULD (the answer of 2022-01-29).
// After SALET (bbybb) words not played yet fit, and the panel's headline, the toolbar badge and
// the bar inside the page count them; after CLOCK only COULD and COYLY fit on the list, both
// played before, and all three say "2 likely answers, both played before" (core/likely.ts), not
// 0. Each figure is what suggest() from src/core gives for the board. One driver for Chromium and
// Firefox (chromium-counts.test.ts, firefox-counts.test.ts).
import { expect } from 'vitest';
import { badgeText } from '../../src/background/badge-text';
import { likelyAnswers, score, suggest } from '../../src/core/index';
import type { ShadowReader } from './overlay-game';
import { poll, type Tab } from './tab';

export const REPEAT_GAME = 'https://www.nytimes.com/games/wordle/index.html?answer=could&welcome=0&help=0&speed=4';
const ANSWER = 'could';

export interface RepeatGame {
  game: Tab;
  /** The panel's page following the game's tab. */
  panel: Tab;
  /** The toolbar badge's text on the game's tab. */
  badge(): Promise<string>;
  /** The panel inside the game's page (its closed root). */
  bar: ShadowReader;
  /** Brings the game's tab to the front, for its keys. */
  focusGame(): Promise<void>;
}

interface Shown {
  all: string | null;
  likely: string | null;
  played: string | null;
  busy: boolean;
  headline: string;
  sub: string;
}

const shownOn = (panel: Tab): Promise<Shown> =>
  panel.run(() => {
    const value = (id: string) => document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-value') ?? null;
    const text = (s: string) => document.querySelector(s)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return {
      all: value('candidate-count'),
      likely: value('likely-count'),
      played: value('played-count'),
      busy: document.querySelector('[data-testid="busy"]')?.classList.contains('on') ?? true,
      headline: text('.count-line'),
      sub: text('.count-sub'),
    };
  }, null);

/** Plays SALET then CLOCK, checking the headline, the badge and the bar after each row. */
export async function playRepeatGame(g: RepeatGame): Promise<void> {
  for (const [row, word] of ['salet', 'clock'].entries()) {
    const board = ['salet', 'clock'].slice(0, row + 1).map((guess) => ({ guess, marks: score(guess, ANSWER) }));
    const want = suggest(board, { top: 1, strategy: 'positional' });
    if (!want.ok) throw new Error(want.error);
    const likely = likelyAnswers(want.value);
    await g.focusGame();
    await g.game.type(word);
    await g.game.press('Enter');
    let seen = '';
    const shown = await poll(
      `the panel, the badge and the bar after ${word.toUpperCase()} to count ${likely.n}`,
      async () => {
        const s = await shownOn(g.panel);
        if (s.busy || s.all !== String(want.value.candidates)) return null;
        const badge = await g.badge();
        const bar = await g.bar.one('overlay-count');
        seen = `headline "${s.headline}", badge "${badge}", bar "${bar?.text ?? ''}"`;
        return badge === badgeText(likely.n) && bar?.attrs['data-value'] === String(likely.n) ? { ...s, badge, bar: bar.text } : null;
      },
      60_000,
    ).catch((e: unknown) => {
      throw new Error(`${String(e)}; last seen: ${seen}`);
    });
    expect(shown.likely).toBe(String(likely.n));
    expect(shown.played).toBe(String(want.value.played));
    if (row === 0) {
      // Words not played yet fit: they are the likely answers, the played ones apart.
      expect(likely.played).toBe(false);
      expect(likely.n).toBeGreaterThan(0);
      expect(shown.headline).toMatch(new RegExp(`^${likely.n} likely answers not played yet`));
      expect(shown.bar).toBe(`${likely.n} likely answers`);
    } else {
      // Only earlier answers fit: they are the likely answers, and every place says so.
      expect(likely).toEqual({ n: 2, played: true });
      expect(shown.headline).toBe('2 likely answers, both played before');
      expect(shown.sub).toMatch(/^Every word not played yet is ruled out/);
      expect(shown.bar).toBe('2 likely repeats');
      expect(shown.badge).toBe('2');
    }
  }
}
