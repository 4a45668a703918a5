// The status line for the page states around the board: known screens in plain words with no
// warning tone (and no "use manual mode" offer), a custom puzzle of another length, and an
// unknown hard-mode setting said in place.
import { cleanup, render } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { StatusLine } from '../../src/panel/components/StatusLine';
import { t } from '../../src/panel/i18n';
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
    ['welcome', 'statusWelcome'],
    ['archive-listing', 'statusArchiveListing'],
    ['terms', 'statusTerms'],
  ] as const)('%s: plain words, info tone, no manual-mode offer', (screen, key) => {
    const r = line({ kind: 'screen', screen, letters: null });
    const status = r.getByTestId('status');
    expect(status.getAttribute('data-kind')).toBe(screen);
    expect(status.textContent).toBe(t(key));
    expect(status.className).toBe('status info');
    expect(r.queryByRole('button')).toBeNull();
  });

  it('a custom puzzle of six letters', () => {
    const r = line({ kind: 'screen', screen: 'custom-length', letters: 6 });
    const status = r.getByTestId('status');
    expect(status.getAttribute('data-kind')).toBe('custom-length');
    expect(status.getAttribute('data-value')).toBe('6');
    expect(status.textContent).toBe(t('statusCustomLength', 6));
  });

  it('hard mode unknown (no saved game matches, or several disagree) is said when it follows the page', () => {
    // The advice shown (the hint's data-kind, null when none), and the line's text.
    const shown = (reading: PageReading, follows = true) => {
      const status = line(reading, follows).getByTestId('status');
      const said = { hint: status.querySelector('.status-hint')?.getAttribute('data-kind') ?? null, text: status.textContent };
      cleanup();
      return said;
    };
    expect(shown(board({ hardModeFrom: 'no-saved-game' }))).toEqual({ hint: 'hard-mode-unknown', text: t('statusReadingStart') + t('hintHardModeUnknown') });
    expect(shown(board({ hardModeFrom: 'several-saved-games' }))).toEqual({ hint: 'hard-mode-several', text: t('statusReadingStart') + t('hintHardModeSeveral') });
    expect(shown(board({ hardModeFrom: 'no-saved-game' }), false)).toEqual({ hint: null, text: t('statusReadingStart') });
    expect(shown(board({ hardMode: true, hardModeFrom: 'saved-game' }))).toEqual({ hint: null, text: t('statusReadingStart') });
  });

  it('says the suggestions may still change while the solver looks deeper, and only then', () => {
    const reading = board({ hardMode: false, hardModeFrom: 'saved-game', rows: greyRows('jeeze') });
    const done = { kind: 'done', result: {} } as Extract<TabView, { kind: 'tab' }>['solve'];
    const shown = (v: TabView) => {
      const status = render(<StatusLine view={v} shown={null} onManual={() => undefined} followsPage />).getByTestId('status');
      const said = { hint: status.querySelector('.status-hint')?.getAttribute('data-kind') ?? null, text: status.textContent };
      cleanup();
      return said;
    };
    expect(shown({ kind: 'tab', tabId: 1, reading, solve: done, refining: true })).toEqual({ hint: 'refining', text: t('statusReading', 1) + t('hintRefining') });
    expect(shown({ kind: 'tab', tabId: 1, reading, solve: done })).toEqual({ hint: null, text: t('statusReading', 1) });
    expect(shown({ kind: 'tab', tabId: 1, reading, solve: { kind: 'busy' }, refining: true })).toEqual({ hint: null, text: t('statusReading', 1) });
  });
});
