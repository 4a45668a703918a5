// The panel in every state a player meets, in a real browser, at 320, 380 and 480 px, in the
// light, dark and high-contrast looks: each state is checked on the page before its picture is
// taken (a broken state fails instead of landing in artifacts/), axe-core finds no violations,
// and the whole panel works from the keyboard. The states come from the panel's mock connector
// (src/panel/mock-scenarios.ts) inside the built extension (index.html?mock&scenario=…), so the
// CSS, fonts and layout are the real ones; the same driver serves Chromium and Firefox.
import { resolve } from 'node:path';
import { expect } from 'vitest';
import { dateOfDay, dayNumber } from '../../src/core/dates';
import { shippedThrough } from '../../src/core/past-answers';
import { checkAccessibility } from './axe';
import { ROOT } from './build';
import { poll, type Tab } from './tab';

export const ARTIFACTS = resolve(ROOT, 'artifacts');
export const WIDTHS = [320, 380, 480] as const;

export interface ScreenTab extends Tab {
  /** Loads a page of the extension (a path such as src/panel/index.html?mock). */
  open(path: string): Promise<void>;
  setWidth(width: number): Promise<void>;
  key(key: string): Promise<void>;
}

/**
 * The looks every state is pictured in, as the panel's Look (main.tsx): a state's address gives
 * one (theme=, contrast=), window.panelLook another in place.
 */
export const LOOKS: Record<'light' | 'dark' | 'high-contrast', { dark: boolean; highContrast?: boolean }> = {
  light: { dark: false },
  dark: { dark: true },
  'high-contrast': { dark: false, highContrast: true },
};
export type LookName = keyof typeof LOOKS;
const lookQuery = (look: LookName) => `theme=${LOOKS[look].dark ? 'dark' : 'light'}${LOOKS[look].highContrast ? '&contrast=high' : ''}`;

/**
 * Every state, with what the page must show: returns null when it does, else what is wrong.
 * Runs inside the page (serialised), so it is self-contained.
 */
function stateProblem(name: string): string | null {
  const q = (s: string) => document.querySelector(s);
  const text = (s: string) => q(s)?.textContent?.trim() ?? null;
  const value = (s: string) => q(s)?.getAttribute('data-value') ?? null;
  if (q('[data-testid="busy"]')?.classList.contains('on') ?? true) return 'still solving';
  if (q('[data-testid="analysis"]')?.getAttribute('aria-busy') === 'true') return 'still analysing';
  // The results fade while a board is solved: wait until fully back (axe reads faded colours).
  const results = q('[data-testid="results"]');
  if (results && getComputedStyle(results).opacity !== '1') return 'still fading in';
  const likely = value('[data-testid="likely-count"]');
  const all = value('[data-testid="candidate-count"]');
  // The default model (history) counts the words played before the puzzle's date apart.
  const played = value('[data-testid="played-count"]');
  const status = text('[data-testid="status"]') ?? '';
  const suggestions = document.querySelectorAll('[data-testid="suggestion"]').length;
  const want = (ok: boolean, what: string) => (ok ? null : `${what} (likely ${likely}, all ${all}, ${suggestions} suggestions, status "${status}")`);
  const emoji = /\p{Extended_Pictographic}|[\u2B1B\u2B1C]/u.test(status);
  if (emoji) return `emoji in the status: ${status}`;
  // Only the offer's own state is a puzzle well past what is known: every other picture shows a panel whose knowledge is current.
  const offer = q('[data-testid="past-offer"]') !== null || q('[data-testid="known-stale"]') !== null;
  if (offer && name !== 'past-offer') return 'the one-time offer to fetch past answers, or "as far as known", on a state meant to be current';
  const over = () => q('[data-testid="candidate-count"]') === null && q('[data-testid="hard-mode"]') === null && q('[data-testid="skill"]') !== null;
  switch (name) {
    case 'empty':
      return want(likely === '1292' && played === '1868' && all === '14855' && suggestions > 0 && status.includes('no guesses yet'), 'the empty board: 1,292 likely answers not played yet, 1,868 played, of 14,855');
    case 'mid-game':
      return want(likely === '154' && played === '95' && all === '759' && suggestions > 0, 'after TARSE: 154 likely answers not played yet, 95 played, 759 in all, suggestions');
    case 'near-tie':
      return want(
        likely === '5' && played === '5' && text('.count-line') === '5 likely answers, all played before' && /^\+\d equally good$/.test(text('[data-testid="ties"] summary') ?? '') && suggestions === 10,
        'ten suggestions, the equal ones folded; the five likely answers all played before (under the history model the best can win here; the unit tests name the best that could win under the plain list)',
      );
    case 'one-left':
      return want(likely === '1' && played === '1' && text('.count-line') === '1 likely answer, played before' && text('[data-testid="suggestion"] .figures') === 'wins now: the only word left', 'one word left, played before, that wins now');
    case 'last-guess':
      return want(status.includes('5 of 6') && likely === '1' && played === '2' && suggestions > 0, 'five rows played, suggestions for the last');
    case 'won':
      return want(status === 'Solved in 3 guesses.' && over() && suggestions === 0 && q('[data-testid="chart"]') !== null, 'won: the analysis first, no playing controls');
    case 'shared':
      return want(
        over() && text('[data-testid="share-text"]')?.startsWith('Wordle 1,052 3/6*') === true && q('[data-testid="share-copy"]') !== null,
        'a finished hard-mode game of 2024-05-06: Share with the NYT\'s first line',
      );
    case 'lost':
      return want(status.startsWith('Out of guesses') && over() && text('[aria-label="Words played before, most likely first"]')?.startsWith('SOUND (') === true, 'lost: the analysis, then the words that were possible (both played before)');
    case 'hard-mode':
      return want(
        q('[data-testid="hard-mode"]')?.getAttribute('aria-checked') === 'true' && text('#suggestions-heading .hard-badge') === 'Hard' && suggestions > 0,
        'hard mode on, hard-mode suggestions',
      );
    case 'hard-book': {
      const rows = [...document.querySelectorAll('[data-testid="suggestion"]')];
      const row = (w: string) => rows.find((r) => r.getAttribute('data-word') === w);
      return want(
        rows[0]?.getAttribute('data-word') === 'ingot' && rows[0].querySelector('.may-lose')?.textContent === '<1% chance of losing' && row('orbit') !== undefined && row('orbit')!.querySelector('.may-lose') === null,
        "hard mode's book after SALET: INGOT first with its <1% chance of losing, ORBIT (never lost) below",
      );
    }
    case 'refining':
      return want(status.includes('Looking deeper while you think') && likely !== null && suggestions > 0, 'after JEEZE: suggestions, and the solver looking deeper said in the status');
    case 'ladder':
      return want(
        q('[data-testid="hint-ladder"][data-step="3"]') !== null && q('[data-testid="hint-nudge"]') !== null && suggestions === 1 && likely === '154' && played === '95',
        'the hint ladder at its third step: the count, the chance to win now, a nudge, the best guess',
      );
    case 'ladder-repeat':
      return want(
        q('[data-testid="hint-ladder"][data-step="1"]') !== null &&
          /^One guess could win now, with a chance of 59% \(a word played before, likelier than the 2 likely answers\)\.$/.test(text('[data-testid="hint-win-now"]') ?? '') &&
          likely === '2' &&
          suggestions === 0,
        'the hint ladder at its first step after TARSE, DOILY: the best chance to win now is a word played before (59%), likelier than the 2 likely answers, not named',
      );
    case 'past-offer':
      return want(
        q('[data-testid="past-offer-yes"]')?.getAttribute('data-value') === '30' && q('[data-testid="known-stale"]') !== null && likely === '154' && suggestions > 0,
        'after TARSE on a puzzle a month after the known answers end: "as far as known" and the offer to fetch the 30 days between',
      );
    case 'your-games': {
      const games = q('[data-testid="games-kept"]')?.getAttribute('data-value');
      const charts = q('[data-testid="games-distribution"] svg') !== null && q('[data-testid="games-skill"] svg') !== null;
      return games === '40' && charts && document.querySelectorAll('[data-testid="kept-game"]').length === 30 ? null : `your games: 40 games, both charts, 30 listed (games ${games}, charts ${charts})`;
    }
    case 'record':
    case 'record-years':
    case 'record-openers':
    case 'record-modes':
    case 'record-streaks': {
      // Four years of games (1,500 from 2022-01-01, every ninth not analysed) and the NYT's
      // statistics read today: each figure's rows (the sample plays five openers, in both modes).
      const view = q('[data-testid="your-record"]')?.getAttribute('data-view');
      const want = name === 'record' ? 'months' : name.slice('record-'.length);
      const [row, expected] = ({ months: ['month', 12], years: ['year', 5], openers: ['opener', 5], modes: ['mode', 2], streaks: ['streak', 5] } as Record<string, [string, number]>)[want];
      const rows = document.querySelectorAll(`[data-testid="record-${row}"]`).length;
      const nyt = want !== 'years' || q('[data-testid="record-nyt"]') !== null;
      // The streaks: the 200 days won to yesterday first, the one still going.
      const going = [...document.querySelectorAll('[data-testid="record-streak"]')].map((e) => e.getAttribute('data-going') === 'true');
      const goingFirst = want !== 'streaks' || (going[0] === true && going.filter(Boolean).length === 1 && (text('[data-testid="record-streak"] td') ?? '').endsWith('still going'));
      return view === want && rows === expected && nyt && goingFirst
        ? null
        : `Your record, ${want}: ${expected} rows${want === 'years' ? " and the NYT's" : ''}${want === 'streaks' ? ', the first still going' : ''} (view ${view}, rows ${rows}, nyt ${nyt}, going ${going.join()})`;
    }
    case 'trap': {
      const trap = q('[data-testid="trap-warning"]');
      return want(trap?.getAttribute('data-kind') === 'avoid' && Number(trap.getAttribute('data-value')) >= 0.01 && suggestions > 0, 'a hard-mode trap a row away: the move that walks into it and the best that avoids it');
    }
    case 'trap-line': {
      const trap = q('[data-testid="trap-warning"]');
      return want(trap?.getAttribute('data-kind') === 'trap' && Number(trap.getAttribute('data-value')) >= 0.01 && suggestions > 0, 'a hard-mode trap every move walks into: the chance of the move that loses least, and that move');
    }
    case 'streak': {
      const header = q('[data-testid="streak-header"]');
      const current = q('[data-testid="games-streak"]')?.getAttribute('data-value');
      return header?.getAttribute('data-value') === '12' && header.getAttribute('data-today') === 'open' && current === '12' ? null : `a 12-day streak, today still to play, in the header and Your games (header ${header?.getAttribute('data-value')}, games ${current})`;
    }
    case 'elsewhere': {
      // "Played today elsewhere?" open in the header, a 12-day streak with today still to play.
      const offer = q('[data-testid="elsewhere"]');
      const buttons = document.querySelectorAll('[data-testid^="elsewhere-"]').length;
      return offer?.hasAttribute('open') && buttons === 8 && q('[data-testid="streak-header"]')?.getAttribute('data-today') === 'open' ? null : `the header's "played today elsewhere" open: won in 1-6, won, lost (open ${offer?.hasAttribute('open')}, buttons ${buttons})`;
    }
    case 'grids': {
      const kept = q('[data-testid="games-kept"]')?.getAttribute('data-value');
      const lines = q('[data-testid="grid-problems"]')?.getAttribute('data-lines');
      const open = q('[data-testid="grids"]')?.hasAttribute('open');
      return kept === '2' && lines === '9' && open ? null : `two games brought in from pasted share texts, line 9 not read (kept ${kept}, lines ${lines}, open ${open})`;
    }
    case 'grid-senders': {
      const senders = [...document.querySelectorAll('[data-testid="grid-sender"]')].map((el) => `${el.getAttribute('data-name')}:${el.getAttribute('data-results')}`).join(',');
      return senders === 'Ann:2,Me:1' && q('[data-testid="grids-keep-mine"]') !== null ? null : `a pasted chat asks whose results are the player's: Ann 2, Me 1 (${senders})`;
    }
    case 'settings': {
      const open = q('[data-testid="settings"]')?.hasAttribute('open');
      const selects = document.querySelectorAll('[data-testid="settings"] select').length;
      return want(open === true && selects >= 4 && likely === '154' && suggestions > 0, `after TARSE, Settings open with its drop-downs (open ${open}, ${selects} drop-downs)`);
    }
    case 'welcome':
      return want(status.startsWith('Press Play on the Wordle page') && q('[data-testid="results"]') === null && q('.status.info') !== null, 'the welcome card: press Play, calmly');
    case 'unrecognised':
      return want(status.includes('could not be read') && q('[data-testid="results"]') === null, 'the unreadable page: the reason and what to do');
    default:
      return `unknown state ${name}`;
  }
}

export const STATES = ['empty', 'mid-game', 'near-tie', 'one-left', 'last-guess', 'won', 'shared', 'lost', 'hard-mode', 'hard-book', 'unrecognised', 'welcome', 'refining', 'ladder', 'ladder-repeat', 'your-games', 'past-offer', 'trap', 'trap-line', 'streak', 'elsewhere', 'grids', 'grid-senders', 'record', 'record-years', 'record-openers', 'record-modes', 'record-streaks', 'settings'] as const;
export type StateName = (typeof STATES)[number];

const daysAfterList = (n: number) => dateOfDay(dayNumber(shippedThrough()) + n);

/**
 * Every state's puzzle is the day after the shipped answers end: what is known is then complete,
 * as a player sees it every day once the past answers are fetched (or the list is current), and
 * the pictures stay the same whatever the clock says. A mock puzzle without a date is today's, and
 * a week after the list's end every state would show the one-time offer and "as far as known";
 * the offer has a state of its own, a month after the list's end.
 */
const PUZZLE_DAY = daysAfterList(1);

/** The mock's address for a state: a scenario, or a scenario with a view or setting. */
const QUERY: Partial<Record<StateName, string>> = {
  ladder: 'scenario=mid-game&hints&step=3',
  'ladder-repeat': 'scenario=repeat-likelier&hints&step=1',
  'your-games': 'scenario=won&view=games&games=40',
  record: 'scenario=won&view=games&games=1500&from=2022-01-01&unanalysed=9&nyt',
  'record-years': 'scenario=won&view=games&games=1500&from=2022-01-01&unanalysed=9&nyt',
  'record-openers': 'scenario=won&view=games&games=1500&from=2022-01-01&unanalysed=9&nyt',
  'record-modes': 'scenario=won&view=games&games=1500&from=2022-01-01&unanalysed=9&nyt',
  // With 200 days won up to yesterday after them (the sample ends in 2026): the longest, still going.
  'record-streaks': 'scenario=won&view=games&games=1500&from=2022-01-01&unanalysed=9&nyt&streak=200',
  streak: 'scenario=won&view=games&streak=12',
  elsewhere: 'scenario=mid-game&streak=12',
  grids: 'scenario=won&view=games',
  'grid-senders': 'scenario=won&view=games',
  'past-offer': `scenario=mid-game&date=${daysAfterList(31)}`,
  settings: 'scenario=mid-game',
};

/** Pasted share texts with no sender named: two games (puzzles 1,000 and 1,001) among chat, and a block of three rows for 4/6 on line 9. */
const PASTE = ['Wordle 1,000 3/6*', '', '⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', '🟩🟩🟩🟩🟩', 'Wordle 1,001 2/6', '🟧🟦⬜⬜⬜', '🟧🟧🟧🟧🟧', 'Wordle 1,002 4/6', '⬜🟨⬜⬜⬜', '⬜⬜🟩🟩⬜', '🟩🟩🟩🟩🟩'].join('\n');
/** A WhatsApp chat: Ann posts puzzles 1,000 and 1,001, Me 1,001: the panel asks whose results are the player's. */
const CHAT = [
  '15/03/2024, 08:01 - Ann: Wordle 1,000 3/6*', '⬛🟨⬛⬛⬛', '⬛⬛🟩🟩⬛', '🟩🟩🟩🟩🟩',
  '16/03/2024, 07:58 - Ann: Wordle 1,001 2/6', '🟧🟦⬜⬜⬜', '🟧🟧🟧🟧🟧',
  '16/03/2024, 09:12 - Me: Wordle 1,001 4/6', '⬜🟨⬜⬜⬜', '⬜⬜🟩🟩⬜', '⬜🟩🟩🟩🟩', '🟩🟩🟩🟩🟩',
].join('\n');

/** What a player does after the page opens, for the states that need it (runs inside the page). */
function prepare({ state, paste }: { state: string; paste: string }): null {
  if (state === 'elsewhere') {
    const offer = document.querySelector<HTMLDetailsElement>('[data-testid="elsewhere"]');
    if (offer) offer.open = true;
    return null;
  }
  if (state.startsWith('record-')) {
    const pick = document.querySelector<HTMLSelectElement>('[data-testid="record-view"]');
    if (!pick) return null;
    pick.value = state.slice('record-'.length);
    pick.dispatchEvent(new Event('change', { bubbles: true }));
    return null;
  }
  if (state !== 'grids' && state !== 'grid-senders') return null;
  const files = document.querySelector<HTMLDetailsElement>('[data-testid="games-files"]');
  const grids = document.querySelector<HTMLDetailsElement>('[data-testid="grids"]');
  const text = document.querySelector<HTMLTextAreaElement>('[data-testid="grids-text"]');
  if (!files || !grids || !text) return null;
  files.open = true;
  grids.open = true;
  text.value = paste;
  text.dispatchEvent(new Event('input', { bubbles: true }));
  setTimeout(() => document.querySelector<HTMLButtonElement>('[data-testid="grids-import"]')?.click(), 50);
  return null;
}

export async function showState(tab: ScreenTab, state: StateName, look: LookName): Promise<void> {
  await tab.setWidth(380);
  const query = QUERY[state] ?? `scenario=${state}`;
  await tab.open(`src/panel/index.html?mock&${query}${query.includes('date=') ? '' : `&date=${PUZZLE_DAY}`}&${lookQuery(look)}`);
  if (state === 'grids' || state === 'grid-senders') await poll('Your games to load', () => tab.run(() => (document.querySelector('[data-testid="grids-text"]') ? true : null), null), 30_000);
  if (state.startsWith('record')) await poll('Your record to show', () => tab.run(() => (document.querySelector('[data-testid="record-view"]') ? true : null), null), 30_000);
  // Opened until it is found open at the next look: the panel may draw Settings anew while it loads.
  if (state === 'settings') {
    const open = () => tab.run(() => {
      const d = document.querySelector<HTMLDetailsElement>('[data-testid="settings"]');
      if (!d || d.open) return d ? true : null;
      d.open = true;
      return null;
    }, null);
    await poll('Settings to stay open', open, 30_000);
  }
  if (state === 'elsewhere') await poll('the kept games to load', () => tab.run(() => (document.querySelector('[data-testid="elsewhere"]') ? true : null), null), 30_000);
  await tab.run(prepare, { state, paste: state === 'grids' ? PASTE : CHAT });
  let why = '';
  try {
    await poll(`the ${state} state`, async () => ((why = (await tab.run(stateProblem, state)) ?? '') === '' ? true : null), 60_000);
  } catch (e) {
    throw new Error(`${state} (${look}) never showed: ${why}; ${String(e)}`);
  }
}

/** Relative luminance (0 black … 1 white) of the panel's background, and whether high contrast is on. */
export async function lookOf(tab: Tab): Promise<{ luminance: number; highContrast: boolean }> {
  return tab.run(() => {
    const panel = document.querySelector('.panel')!;
    const m = /rgba?\((\d+), (\d+), (\d+)/.exec(getComputedStyle(panel).backgroundColor);
    const [r, g, b] = m ? m.slice(1, 4).map((x) => Number(x) / 255) : [NaN, NaN, NaN];
    return { luminance: 0.2126 * r + 0.7152 * g + 0.0722 * b, highContrast: panel.getAttribute('data-contrast') === 'high' };
  }, null);
}

/** The widest element that sticks out of the panel at this width (none when the layout fits). */
export async function overflow(tab: Tab): Promise<string | null> {
  return tab.run(() => {
    const limit = document.documentElement.clientWidth;
    for (const el of document.querySelectorAll('.panel *')) {
      const r = el.getBoundingClientRect();
      // Firefox lays out the content of a closed <details> too; it is not on screen.
      if (el.parentElement?.closest('details:not([open])') && el.tagName !== 'SUMMARY') continue;
      // A closed details' summary is on screen, unless that details is inside another closed one.
      if (el.tagName === 'SUMMARY' && el.parentElement?.parentElement?.closest('details:not([open])')) continue;
      if (r.width > 0 && r.right > limit + 1 && !el.closest('.visually-hidden')) return `${el.tagName.toLowerCase()}.${el.className} ends at ${Math.round(r.right)} px of ${limit}`;
    }
    // Your record's tables fit its section: a column pushed into the panel's margin is cut there.
    const record = document.querySelector('.your-record')?.getBoundingClientRect();
    for (const el of document.querySelectorAll('.your-record *')) {
      const r = el.getBoundingClientRect();
      if (record && r.width > 0 && r.right > record.right + 1) return `${el.tagName.toLowerCase()}.${el.className} ends at ${Math.round(r.right)} px, past Your record's ${Math.round(record.right)}`;
    }
    return null;
  }, null);
}

/**
 * The first drop-down on screen whose chosen option is cut ("NYT 2026 (kno" at 320 px), else null.
 * A drop-down of automatic width is as wide as its widest option plus its padding and arrow, which
 * differ by browser and look: a copy holding only the chosen option, at its automatic width beside
 * the real one, is what it needs to show that option whole.
 */
export async function cutSelect(tab: Tab): Promise<string | null> {
  return tab.run(() => {
    for (const sel of document.querySelectorAll<HTMLSelectElement>('.panel select')) {
      const r = sel.getBoundingClientRect();
      if (r.width === 0 || sel.closest('details:not([open])') || sel.closest('.visually-hidden')) continue;
      const chosen = sel.selectedOptions[0];
      if (!chosen) continue;
      const copy = sel.cloneNode(false) as HTMLSelectElement;
      copy.appendChild(chosen.cloneNode(true));
      copy.removeAttribute('id');
      copy.setAttribute('aria-hidden', 'true');
      Object.assign(copy.style, { position: 'absolute', visibility: 'hidden', width: 'auto', minWidth: '0', maxWidth: 'none', left: '0', top: '0' });
      sel.parentElement!.appendChild(copy);
      const needs = copy.getBoundingClientRect().width;
      copy.remove();
      if (needs > r.width + 1) return `select#${sel.id || sel.getAttribute('data-testid')} shows "${chosen.textContent}" in ${Math.round(r.width)} px of the ${Math.round(needs)} it needs`;
    }
    return null;
  }, null);
}

/** Takes the state's picture at each width; returns the files. */
export async function shootWidths(tab: ScreenTab, prefix: string, state: StateName, look: LookName): Promise<string[]> {
  const files: string[] = [];
  for (const w of WIDTHS) {
    await tab.setWidth(w);
    // The new width in effect before the layout is read. Nothing in the panel reacts to its width
    // but CSS, which the browser lays out when the overflow check reads it and before a
    // screenshot; so this, not a fixed pause, is what there is to wait for.
    await poll(`the page ${w} px wide`, () => tab.run((want) => (innerWidth === want ? true : null), w), 5_000);
    const wide = await overflow(tab);
    if (wide) throw new Error(`${state} (${look}) at ${w} px: ${wide}`);
    const cut = await cutSelect(tab);
    if (cut) throw new Error(`${state} (${look}) at ${w} px: ${cut}`);
    const file = resolve(ARTIFACTS, `${prefix}-${state}-${look}-${w}.png`);
    await tab.screenshot(file);
    files.push(file);
  }
  return files;
}

export const accessibility = checkAccessibility;

/** Gives the state on screen another look, in place, and waits until the panel wears it. */
async function wearLook(tab: ScreenTab, look: LookName): Promise<void> {
  await tab.run((props) => (window as unknown as { panelLook(l: object): void }).panelLook(props), LOOKS[look]);
  const want = { theme: LOOKS[look].dark ? 'dark' : 'light', contrast: LOOKS[look].highContrast ? 'high' : null };
  await poll(`the ${look} look`, () => tab.run((w) => {
    const panel = document.querySelector('.panel');
    return panel?.getAttribute('data-theme') === w.theme && panel.getAttribute('data-contrast') === w.contrast ? true : null;
  }, want), 5_000);
}

/**
 * Every state in every look: each state loaded once (light, as its address gives it), then each
 * look worn in place and checked, axe-clean, pictured at each width (both browsers). Loading a
 * state and solving its board took about half of each state's time; three looks loaded it three times.
 */
export async function checkEveryState(tab: ScreenTab, prefix: string): Promise<void> {
  for (const state of STATES) {
    await showState(tab, state, 'light');
    for (const look of Object.keys(LOOKS) as LookName[]) {
      if (look !== 'light') {
        // Axe at the width it was always run at (shootWidths ends at the widest).
        await tab.setWidth(380);
        await poll('the page 380 px wide', () => tab.run(() => (innerWidth === 380 ? true : null), null), 5_000);
        await wearLook(tab, look);
      }
      const seen = await lookOf(tab);
      if (look === 'dark') expect(seen.luminance, `${state} (${look})`).toBeLessThan(0.1);
      else expect(seen.luminance, `${state} (${look})`).toBeGreaterThan(0.8);
      expect(seen.highContrast, `${state} (${look})`).toBe(look === 'high-contrast');
      expect(await accessibility(tab), `${state} (${look})`).toEqual([]);
      expect(await shootWidths(tab, prefix, state, look)).toHaveLength(WIDTHS.length);
    }
  }
}

/** What has keyboard focus, in a few words. */
function focused(): string {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return 'body';
  const name = el.getAttribute('aria-label') ?? el.id ?? '';
  return `${el.tagName.toLowerCase()}|${name}|${(el.textContent ?? '').trim().slice(0, 30)}`;
}

/** Every control a player can reach, as `focused()` names them (summaries of closed details included). */
function controls(): string[] {
  const all = [...document.querySelectorAll<HTMLElement>('button, input, select, summary, a[href]')];
  return all
    .filter((el) => {
      if (el.closest('.visually-hidden') || (el as HTMLButtonElement).disabled) return false;
      const closed = el.parentElement?.closest('details:not([open])');
      if (closed && !(el.tagName === 'SUMMARY' && el.parentElement === closed)) return false;
      return el.getClientRects().length > 0;
    })
    .map((el) => `${el.tagName.toLowerCase()}|${el.getAttribute('aria-label') ?? el.id ?? ''}|${(el.textContent ?? '').trim().slice(0, 30)}`);
}

/** Presses Tab until `match` has focus; returns every stop on the way. */
async function tabTo(tab: ScreenTab, match: (stop: string) => boolean, max = 80): Promise<string[]> {
  const stops: string[] = [];
  for (let i = 0; i < max; i++) {
    await tab.key('Tab');
    const stop = await tab.run(focused, null);
    stops.push(stop);
    if (match(stop)) return stops;
  }
  throw new Error(`Tab never reached the control; stops: ${stops.join(' → ')}`);
}

/**
 * The mid-game panel by keyboard alone: Tab reaches every control in order; Enter opens the
 * folded ties, Space turns on "More figures", and "Check my word" takes a typed word and Enter.
 */
export async function keyboardWalk(tab: ScreenTab): Promise<{ stops: number }> {
  await showState(tab, 'mid-game', 'light');
  await tab.run(() => (document.activeElement as HTMLElement | null)?.blur(), null);
  const want = await tab.run(controls, null);
  const stops = await tabTo(tab, (s) => s.startsWith('summary||Settings'));
  const missed = want.filter((c) => !stops.includes(c));
  if (missed.length) throw new Error(`not reachable by Tab: ${missed.join(', ')}; stops: ${stops.join(' → ')}`);
  // From the top again (focus on the first control: after the last one, Firefox's Tab leaves
  // the page for the browser's own UI): open the ties with Enter.
  const top = () => tab.run(() => document.querySelector<HTMLElement>('.panel-header button')?.focus(), null);
  await top();
  await tabTo(tab, (s) => s.startsWith('summary||+'));
  await tab.key('Enter');
  await poll('Enter to open the folded ties', () => tab.run(() => ((document.querySelector('[data-testid="ties"]') as HTMLDetailsElement).open ? true : null), null), 5_000);
  await top();
  await tabTo(tab, (s) => s.startsWith('button||More figures'));
  await tab.key('Space');
  await poll('Space to turn on "More figures"', () => tab.run(() => (document.querySelector('[data-testid="details-toggle"]')?.getAttribute('aria-pressed') === 'true' ? true : null), null), 5_000);
  await top();
  await tabTo(tab, (s) => s.startsWith('input|check-input'));
  await tab.type('lined');
  await tab.press('Enter');
  await poll('the checked word', () => tab.run(() => (document.querySelector('[data-testid="check-rank"]')?.textContent?.startsWith('LINED') ? true : null), null), 30_000);
  return { stops: stops.length };
}
