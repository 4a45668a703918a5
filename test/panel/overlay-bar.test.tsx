// The panel inside the page, collapsed: its bar says what the side panel says for the same tab. With
// help step by step, it shows the ladder's step at the board on screen (not the best word, until the
// ladder shows it), and a step taken in either panel shows in both.
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../../src/panel/App';
import { createMockConnector } from '../../src/panel/connector-mock';
import { t } from '../../src/panel/i18n';
import { SCENARIOS } from '../../src/panel/mock-scenarios';
import { createUiStore } from '../../src/panel/store/ui-store';
import { NYT } from './render-panel';

afterEach(cleanup);

/** The side panel and the panel inside the page (collapsed), on one tab. */
async function renderBoth(reading: (typeof SCENARIOS)[keyof typeof SCENARIOS]) {
  const connector = createMockConnector({ reading, settings: { ...NYT, hints: 'steps' } });
  const side = render(<App connector={connector} />);
  const page = render(<App connector={connector} overlay={{ open: false, onOpen: () => undefined }} />);
  await connector.settled();
  const inSide = within(side.container as HTMLElement);
  const inPage = within(page.container as HTMLElement);
  await waitFor(() => inSide.getByTestId('hint-ladder'));
  await waitFor(() => inPage.getByTestId('overlay-count'));
  return { connector, inSide, inPage };
}

const bar = (inPage: ReturnType<typeof within>) => ({
  step: inPage.getByTestId('overlay-bar').dataset.step,
  best: inPage.queryByTestId('overlay-best')?.textContent ?? null,
});

describe('the bar of the panel inside the page, with help step by step', () => {
  it("shows the ladder's step at the board on screen, and the best word once either panel's ladder shows it", async () => {
    const { inSide, inPage } = await renderBoth(SCENARIOS['in-progress']);
    expect(bar(inPage)).toEqual({ step: '1', best: t('overlayStep', 1, 4) });
    fireEvent.click(inSide.getByRole('button', { name: t('hintShowNudge') }));
    await waitFor(() => expect(bar(inPage)).toEqual({ step: '2', best: t('overlayStep', 2, 4) }));
    fireEvent.click(inSide.getByRole('button', { name: t('hintShowBest') }));
    const word = inSide.getByTestId('suggestion').dataset.word!;
    await waitFor(() => expect(bar(inPage)).toEqual({ step: '3', best: t('overlayBest', word.toUpperCase()) }));
  });

  it('names no word at the empty board before the ladder shows one', async () => {
    const { inPage } = await renderBoth(SCENARIOS.empty);
    expect(bar(inPage)).toEqual({ step: '1', best: t('overlayStep', 1, 4) });
  });
});

describe("the panel's game steps", () => {
  it('are never lowered by a view made before a step was kept; a new game replaces them', () => {
    const ui = createUiStore();
    ui.setGameSteps({ '': 3 }, false);
    ui.setGameSteps({ '': 2, 'crane:aapac': 2 }, false);
    expect(ui.stepOf('game/')).toBe(3);
    expect(ui.stepOf('game/crane:aapac')).toBe(2);
    ui.nextStep('manual/');
    ui.setGameSteps({ '': 2 }, true);
    expect(ui.stepOf('game/')).toBe(2);
    expect(ui.stepOf('game/crane:aapac')).toBe(1);
    expect(ui.stepOf('manual/')).toBe(2);
  });
});
