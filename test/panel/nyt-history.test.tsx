// Your games' button that brings in the NYT games: its consent asked once on this device; with it,
// the page's requests (the content script's own fetchHistory over the practice server's service)
// fill Your games with a progress bar; signed out says to sign in; a failure half-way keeps what
// came and offers to resume from where it stopped; withdrawing stops the run.
import { fireEvent, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { fetchHistory } from '../../src/content/nyt-history';
import type { MockOptions } from '../../src/panel/connector-mock';
import { practiceResponse } from '../practice/serve';
import { practiceAccount, resetPracticeAccount } from '../practice/nyt-account';
import { boardReading } from '../../src/panel/mock-scenarios';
import { renderPanel } from './render-panel';

afterEach(resetPracticeAccount);

type HistoryPageSink = Parameters<NonNullable<MockOptions['historyPage']>>[2];

/** The content script's part, as in the page: over the practice server, no pause. */
const page = (requests: string[]) => async (from: string, until: string, to: HistoryPageSink) => {
  const fetchImpl = async (url: string) => {
    requests.push(url);
    const r = practiceResponse(url)!;
    return new Response(String(r.body), { status: r.status });
  };
  const end = await fetchHistory(
    { from: from < '2024-01-01' ? '2024-01-01' : from, until: until > '2024-02-29' ? '2024-02-29' : until, puzzleDate: '2026-12-07', loadedOn: '2026-12-07', origin: 'https://www.nytimes.com', mayAsk: () => to.mayFetch(), onBatch: async (b) => (await to.batch({ games: b.games, through: b.through, unread: b.unread }, null), true) },
    fetchImpl,
    new Date(),
    async () => undefined,
  );
  await to.end(end.through, end.error);
};

async function open(requests: string[]) {
  const r = await renderPanel({ historyPage: page(requests), reading: boardReading([]) });
  fireEvent.click(r.getByTestId('your-games-mode'));
  await waitFor(() => r.getByTestId('nyt-history'));
  return r;
}

describe('bringing in the NYT games from Your games', () => {
  it('asks first; nothing is requested until the player agrees, then every game of the days comes in', async () => {
    const requests: string[] = [];
    const r = await open(requests);
    expect(r.getByTestId('nyt-history').textContent).toContain('nytimes.com');
    expect(requests).toEqual([]);
    fireEvent.click(r.getByTestId('history-agree'));
    await waitFor(() => expect(r.getByTestId('history-state').dataset.state).toBe('stopped'), { timeout: 5000 });
    expect(requests.length).toBeGreaterThan(2);
    // The practice page ends the run at 2024-02-29: every game of January and February is kept.
    expect(r.getByTestId('history-state').dataset.through).toBe('2024-02-29');
    await waitFor(() => expect(Number(r.getByTestId('games-kept').dataset.value)).toBeGreaterThan(40));
    expect(r.getByTestId('history-start').textContent).toBe('Resume from 29 Feb 2024');
  });

  it('signed out: says to sign in to the NYT on this browser, keeps nothing', async () => {
    practiceAccount.signedIn = false;
    const r = await open([]);
    fireEvent.click(r.getByTestId('history-agree'));
    await waitFor(() => expect(r.getByTestId('history-state').dataset.error).toBe('signed-out'));
    expect(r.getByTestId('history-state').textContent).toBe('Sign in to the NYT on this browser (on the Wordle page), then resume.');
    expect(r.queryByTestId('games-kept')).toBeNull();
  });

  it('a failure half-way keeps what came and says where it stopped', async () => {
    practiceAccount.failAfter = 1;
    const r = await open([]);
    fireEvent.click(r.getByTestId('history-agree'));
    await waitFor(() => expect(r.getByTestId('history-state').dataset.state).toBe('failed'));
    expect(r.getByTestId('history-state').textContent).toMatch(/^Stopped after .* 2024: the NYT answered 500\. What came is kept; resume to go on\.$/);
    expect(Number(r.getByTestId('games-kept').dataset.value)).toBeGreaterThan(10);
    expect(r.getByTestId('history-start').textContent).toMatch(/^Resume from /);
  });

  it('declining asks nothing, and says how to turn it on again', async () => {
    const requests: string[] = [];
    const r = await open(requests);
    fireEvent.click(r.getByTestId('history-no'));
    await waitFor(() => r.getByTestId('history-turn-on'));
    expect(r.queryByTestId('history-start')).toBeNull();
    expect(requests).toEqual([]);
  });
});
