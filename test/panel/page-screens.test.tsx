// The status line for the page states around the board: known screens in plain words with no
// warning tone (and no "use manual mode" offer), a custom puzzle of another length, and an
// unknown hard-mode setting said in place.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusLine } from '../../src/panel/components/StatusLine';
import type { PageReading } from '../../src/shared/page';
import type { TabView } from '../../src/shared/tab-view';
import { greyRows } from '../fakes';

const view = (reading: PageReading): TabView => ({ kind: 'tab', tabId: 1, reading, solve: { kind: 'idle' } });
const line = (reading: PageReading, followsPage = true) => render(<StatusLine view={view(reading)} shown={null} onManual={() => undefined} followsPage={followsPage} />);
const board = (extra: Partial<Extract<PageReading, { kind: 'board' }>>): PageReading => ({
  kind: 'board', rows: [], typing: '', status: 'playing', hardMode: null, darkMode: null, highContrast: null, markup: 'react', ...extra,
});

describe('status line around the board', () => {
  afterEach(cleanup);

  it.each([
    ['welcome', 'Press Play on the Wordle page. Suggestions appear as soon as the board shows.'],
    ['archive-listing', 'Pick a puzzle from the Wordle archive. Suggestions appear as soon as its board shows.'],
    ['terms', 'Accept or close the card over the Wordle game. Suggestions appear as soon as the board shows.'],
  ] as const)('%s: plain words, info tone, no manual-mode offer', (screen, text) => {
    const r = line({ kind: 'screen', screen, letters: null });
    const status = r.getByTestId('status');
    expect(status.textContent).toBe(text);
    expect(status.className).toBe('status info');
    expect(r.queryByRole('button')).toBeNull();
  });

  it('a custom puzzle of six letters', () => {
    const r = line({ kind: 'screen', screen: 'custom-length', letters: 6 });
    expect(r.getByTestId('status').textContent).toBe('Custom puzzles of 6 letters are not supported: the suggestions know five-letter words only.');
  });

  it('hard mode unknown (no saved game matches, or several disagree) is said when it follows the page', () => {
    const text = (reading: PageReading, follows = true) => {
      const t = line(reading, follows).getByTestId('status').textContent;
      cleanup();
      return t;
    };
    expect(text(board({ hardModeFrom: 'no-saved-game' }))).toContain('The page does not say whether this game is in hard mode');
    expect(text(board({ hardModeFrom: 'several-saved-games' }))).toContain('saved games disagree about hard mode');
    expect(text(board({ hardModeFrom: 'no-saved-game' }), false)).toBe('Reading the NYT Wordle page: no guesses yet.');
    expect(text(board({ hardMode: true, hardModeFrom: 'saved-game' }))).toBe('Reading the NYT Wordle page: no guesses yet.');
  });

  it('says the suggestions may still change while the solver looks deeper, and only then', () => {
    const reading = board({ hardMode: false, hardModeFrom: 'saved-game', rows: greyRows('jeeze') });
    const done = { kind: 'done', result: {} } as Extract<TabView, { kind: 'tab' }>['solve'];
    const text = (v: TabView) => {
      const t = render(<StatusLine view={v} shown={null} onManual={() => undefined} followsPage />).getByTestId('status').textContent;
      cleanup();
      return t;
    };
    const refining = 'Looking deeper while you think: the suggestions may still change.';
    expect(text({ kind: 'tab', tabId: 1, reading, solve: done, refining: true })).toBe(`Reading the NYT Wordle page: 1 of 6 guesses played.${refining}`);
    expect(text({ kind: 'tab', tabId: 1, reading, solve: done })).toBe('Reading the NYT Wordle page: 1 of 6 guesses played.');
    expect(text({ kind: 'tab', tabId: 1, reading, solve: { kind: 'busy' }, refining: true })).not.toContain(refining);
  });
});
