import { act, fireEvent, within } from '@testing-library/preact';
import { MockSettingsArea } from '../../src/panel/connector-mock';
import { DEFAULT_SETTINGS } from '../../src/shared/settings';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/panel/i18n';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import { countShown, messagePattern, NYT, renderPanel, shownWords } from './render-panel';

function choose(select: HTMLElement, value: string) {
  (select as HTMLSelectElement).value = value;
  fireEvent.change(select);
}

describe('settings', () => {
  it('start from the stored settings', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'], settings: { top: 5, strategy: 'minimax' } });
    expect((r.getByLabelText('Words suggested') as HTMLSelectElement).value).toBe('5');
    expect((r.getByLabelText('Strategy') as HTMLSelectElement).value).toBe('minimax');
    expect(r.getAllByTestId('suggestion')).toHaveLength(5);
  });

  it('number of suggestions, strategy and answer list are saved and applied', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    await act(async () => {
      choose(r.getByLabelText('Words suggested'), '3');
      await r.connector.settled();
    });
    expect(r.getAllByTestId('suggestion')).toHaveLength(3);
    const optimal = shownWords(r.container);
    await act(async () => {
      choose(r.getByLabelText('Strategy'), 'scrabble');
      await r.connector.settled();
    });
    expect(shownWords(r.container)).not.toEqual(optimal);
    await act(async () => {
      choose(r.getByLabelText('Answer list'), 'classic');
      await r.connector.settled();
    });
    // The classic list has no long shots: only listed words remain.
    expect(r.container.querySelector('details.long-shots')).toBeNull();
    expect(countShown(r, 'candidate-count')).toBeLessThan(14);
    // No unlikely words under classic: the likely answers are every fitting word.
    expect(countShown(r, 'likely-count')).toBe(countShown(r, 'candidate-count'));
    expect(r.container.querySelector('.count-sub')).toBeNull();
    expect(r.connector.saved.at(-1)).toEqual({ hardMode: 'page', model: 'classic', modelChosen: true, strategy: 'scrabble', top: 3, hints: 'all', showDetails: false, preferCommon: 0, place: 'side', pastAnswers: 'ask', nytHistory: 'ask', reminder: 'off', gridSenders: [] });
  });

  it('"More figures" shows the likely answers left on average and at worst, and is saved; the setting does the same', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    // The first suggestion's figures: the expected guesses alone, or with bits, words left and worst case.
    const first = () => r.getAllByTestId('suggestion')[0].querySelector('.figures')!.children;
    expect(first()).toHaveLength(1);
    const toggle = r.getByRole('button', { name: t('detailsToggle') });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    // In the likely answers the headline counts (the worker's notes), never in bits.
    expect(first()).toHaveLength(3);
    expect(first()[1].textContent).toMatch(new RegExp(`^${messagePattern('figLikelyLeft', /[\d.,]+/).source}$`, 'u'));
    expect(r.getAllByTestId('suggestion')[0].textContent).not.toMatch(/\bbits\b/);
    expect(r.connector.saved.at(-1)?.showDetails).toBe(true);
    fireEvent.click(r.getByLabelText(t('settingDetails')));
    expect(first()).toHaveLength(1);
  });

  it('"Prefer common words" within a margin puts common words first and is saved', async () => {
    const r = await renderPanel({ reading: SCENARIOS['mid-game'], settings: NYT });
    const before = shownWords(r.container);
    // After TARSE the best guesses are rare words (PILON, PINOL...).
    expect(r.getAllByTestId('suggestion')[0].querySelector('.word-line .rare-tag')).not.toBeNull();
    await act(async () => {
      choose(r.getByLabelText('Prefer common words'), '0.1');
    });
    expect(r.connector.saved.at(-1)?.preferCommon).toBe(0.1);
    const after = shownWords(r.container);
    expect(new Set(after)).toEqual(new Set(before));
    expect(after[0]).not.toBe(before[0]);
    expect(r.getAllByTestId('suggestion')[0].querySelector('.word-line')!.querySelector('.rare-tag')).toBeNull();
  });

  it('says so when settings cannot be saved, and keeps the choice on screen', async () => {
    const r = await renderPanel({ reading: SCENARIOS['in-progress'] });
    r.connector.saveSettings = async () => {
      throw new Error('QUOTA_BYTES_PER_ITEM quota exceeded');
    };
    await act(async () => {
      choose(r.getByLabelText('Words suggested'), '5');
    });
    expect(r.getByRole('alert').textContent).toBe(t('saveFailed', 'QUOTA_BYTES_PER_ITEM quota exceeded'));
    expect((r.getByLabelText('Words suggested') as HTMLSelectElement).value).toBe('5');
  });

  it('two open panels follow each other and a synced change at once, and never undo each other', async () => {
    const area = new MockSettingsArea(DEFAULT_SETTINGS);
    const a = await renderPanel({ reading: SCENARIOS['in-progress'], settingsArea: area });
    const b = await renderPanel({ reading: SCENARIOS['in-progress'], settingsArea: area });
    const select = (r: typeof a, label: string) => within(r.container as HTMLElement).getByLabelText(label) as HTMLSelectElement;
    await act(async () => {
      choose(select(a, 'Strategy'), 'entropy');
    });
    // Panel B shows A's change at once, then changes another setting: A's strategy stays.
    expect(select(b, 'Strategy').value).toBe('entropy');
    await act(async () => {
      choose(select(b, 'Words suggested'), '5');
    });
    expect(area.values).toMatchObject({ strategy: 'entropy', top: 5 });
    expect(select(a, 'Words suggested').value).toBe('5');
    expect(select(a, 'Strategy').value).toBe('entropy');
    // Another device, through sync: both panels' controls follow.
    await act(async () => {
      area.write({ model: 'classic' });
    });
    for (const r of [a, b]) expect(select(r, 'Answer list').value).toBe('classic');
    expect(area.values).toMatchObject({ strategy: 'entropy', top: 5, model: 'classic' });
  });
});
