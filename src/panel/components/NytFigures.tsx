// The NYT's own statistics as the page last showed them (shared/nyt-stats.ts), beside the figures of
// the games kept here: played, win %, current and max streak and the guess distribution, each
// named as the NYT names it, with the day they were read (or frozen, for the legacy entry); and a
// statistics dialog that could not be read, with why. Test hooks: data-testid="nyt-figures" with
// the source in data-source, "nyt-played" / "nyt-win" / "nyt-current" / "nyt-max" with the figure
// in data-value, "nyt-unread".
import type { Streak } from '../../shared/streak';
import { dateText, fmt } from '../format';
import { t } from '../i18n';

export interface Props {
  streak: Streak;
}

export function NytFigures({ streak }: Props) {
  const { nyt, nytUnread } = streak;
  return (
    <>
      {nyt && (
        <section class="nyt-figures" data-testid="nyt-figures" data-source={nyt.source} aria-labelledby="nyt-figures-heading">
          <h3 id="nyt-figures-heading">{t(nyt.source === 'legacy' ? 'nytHeadingLegacy' : 'nytHeading', dateText(nyt.readOn))}</h3>
          <dl class="figures-big games-figures">
            <div>
              <dt>{t('nytPlayed')}</dt>
              <dd data-testid="nyt-played" data-value={nyt.played}>{fmt(nyt.played)}</dd>
            </div>
            <div>
              <dt>{t('nytWinPct')}</dt>
              <dd data-testid="nyt-win" data-value={nyt.winPct}>{fmt(nyt.winPct)}</dd>
            </div>
            <div>
              <dt>{t('nytCurrent')}</dt>
              <dd data-testid="nyt-current" data-value={nyt.current}>{fmt(nyt.current)}</dd>
            </div>
            <div>
              <dt>{t('nytMax')}</dt>
              <dd data-testid="nyt-max" data-value={nyt.max}>{fmt(nyt.max)}</dd>
            </div>
          </dl>
          <p class="plain" data-testid="nyt-guesses">{t('nytGuesses', nyt.guesses.map((n) => fmt(n)).join(' · '))}</p>
          <p class="plain muted note">{t('nytNote')}</p>
        </section>
      )}
      {nytUnread && (
        <p class="plain warn-text" role="status" data-testid="nyt-unread" data-date={nytUnread.on}>
          {t('nytUnread', dateText(nytUnread.on), nytUnread.reason)}
        </p>
      )}
    </>
  );
}
