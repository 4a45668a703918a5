// The streak's figures every panel shows (the header, Your games, the midnight line), counted here
// by the one function (streakOf) from the kept games: the panels get three figures, not the games,
// so the panel inside the page (the page's own renderer process) holds none of them. The games are
// read once and kept until they change (followGames), so the panels reconnecting to a new service
// worker cost one read between them, not one each.
import { streakOf, type Counted, type Streak } from '../shared/streak';

export class StreakSource {
  private games: Promise<Counted[]> | null = null;

  constructor(private readonly read: () => Promise<readonly Counted[]>) {}

  /** The streak on the player's `today` (YYYY-MM-DD); rejects when the games cannot be read. */
  async streakOn(today: string): Promise<Streak> {
    const read = (this.games ??= this.read().then((games) => games.map(({ date, player, marks, won, archive, from }) => ({ date, player, marks, won, archive, from }))));
    // A failed read is not kept: the next ask reads again.
    read.catch(() => {
      if (this.games === read) this.games = null;
    });
    return streakOf(await read, today);
  }

  /** The kept games changed: read them again at the next ask. */
  changed(): void {
    this.games = null;
  }
}
