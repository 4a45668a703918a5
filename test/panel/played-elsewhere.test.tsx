// "Played today elsewhere?" in the header: the player's word keeps today in the streak (kept by the
// background, here the mock's GameRepository), the offer goes once today is kept, and the panel
// inside the page, which may change no kept game, does not offer it.
import { fireEvent, render, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/panel/App';
import { createMockConnector } from '../../src/panel/connector-mock';
import { t } from '../../src/panel/i18n';
import { recentWins, storedGames } from '../../src/panel/mock-games';
import { ELSEWHERE_PLAYER } from '../../src/shared/games';
import { renderPanel } from './render-panel';

const today = '2026-12-03';

afterEach(() => {
  vi.useRealTimers();
});

async function at(games: ReturnType<typeof recentWins>, settings = {}) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${today}T21:00:00`));
  return renderPanel({ games: storedGames(games), settings });
}

describe('a day played elsewhere, from the header', () => {
  it('won in 4 on another device: today counts, the streak goes up by one, the offer goes, Your games lists it', async () => {
    const r = await at(recentWins(3, today));
    const header = await waitFor(() => r.getByTestId('streak-header'));
    expect([header.dataset.value, header.dataset.today]).toEqual(['3', 'open']);
    fireEvent.click(r.getByText(t('elsewhereAsk')));
    fireEvent.click(r.getByTestId('elsewhere-won-4'));
    await waitFor(() => expect(r.getByTestId('streak-header').dataset.today).toBe('won'));
    expect(r.getByTestId('streak-header').dataset.value).toBe('4');
    expect(r.queryByTestId('elsewhere')).toBeNull();
    const kept = (await r.connector.loadGames()).games.find((g) => g.date === today)!;
    expect(kept).toMatchObject({ player: ELSEWHERE_PLAYER, from: 'elsewhere', won: true, guesses: 4, words: '' });
    fireEvent.click(r.getByTestId('your-games-mode'));
    const line = await waitFor(() => r.getAllByTestId('kept-game').find((b) => b.dataset.date === today)!);
    expect(line.textContent).toContain(`${t('gamesWonIn', 4)} · ${t('gamesElsewhereMark')}`);
  });

  it('lost elsewhere: today is lost, the streak ends', async () => {
    const r = await at(recentWins(3, today));
    await waitFor(() => r.getByTestId('elsewhere'));
    fireEvent.click(r.getByTestId('elsewhere-lost'));
    await waitFor(() => expect(r.queryByTestId('streak-header')).toBeNull());
    expect((await r.connector.loadGames()).games.find((g) => g.date === today)).toMatchObject({ won: false, from: 'elsewhere' });
  });

  it('offered with the reminder on though no streak runs; not offered with neither, nor once today is played', async () => {
    const none = await at([]);
    await waitFor(() => none.getByTestId('status'));
    expect(none.queryByTestId('elsewhere')).toBeNull();
    none.unmount();
    const reminded = await at([], { reminder: '20:30' });
    await waitFor(() => reminded.getByTestId('elsewhere'));
    reminded.unmount();
    const played = await at(recentWins(3, '2026-12-04'));
    await waitFor(() => expect(played.getByTestId('streak-header').dataset.today).toBe('won'));
    expect(played.queryByTestId('elsewhere')).toBeNull();
  });

  it('not inside the Wordle page, whose process may not change the kept games', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${today}T21:00:00`));
    const connector = createMockConnector({ games: storedGames(recentWins(3, today)) });
    const page = render(<App connector={connector} overlay={{ open: true, onOpen: () => undefined }} />);
    await connector.settled();
    const inPage = within(page.container as HTMLElement);
    await waitFor(() => inPage.getByTestId('streak-header'));
    expect(inPage.queryByTestId('elsewhere')).toBeNull();
  });
});
