// The words still possible: the count (always shown, above the suggestions), then the words
// most likely first, with the long shots (outside the answer list) apart and collapsed. The list
// waits for the hint ladder's last step when help comes step by step.
import type { SuggestResult } from '../../core/types';
import { isLikely, likelyAnswers, type Likely } from '../../core/likely';
import { likelyKey } from '../likely-text';
import { dateText, fmt, splitRemaining } from '../format';
import { t } from '../i18n';
import { useStore } from '../store/context';
import type { Shown } from '../store/store';
import { LAST_STEP } from '../../shared/hints';
import { isStale } from '../../core/past-answers';

export interface Props {
  shown: Shown;
}

function WordList({ words, label, dates }: { words: string[]; label: string; dates?: Record<string, string> }) {
  return (
    <ul class={dates ? 'word-list played-list' : 'word-list'} aria-label={label}>
      {words.map((w) => (
        <li key={w} data-word={w}>
          {w.toUpperCase()}
          {dates?.[w] && <span class="muted played-on"> {t('lastAnswerShort', dateText(dates[w]))}</span>}
        </li>
      ))}
    </ul>
  );
}

/** Words shown before "more": enough for a glance, few enough not to push the suggestions away. */
const FIRST_WORDS = 24;

function NotSent({ count }: { count: number }) {
  return count > 0 ? (
    <p class="muted" data-testid="not-sent" data-value={count}>
      {t('moreWords', fmt(count))}
    </p>
  ) : null;
}

function Lists({ result }: { result: SuggestResult }) {
  const { fresh, played, offList } = splitRemaining(result);
  const first = fresh.words.slice(0, FIRST_WORDS);
  const rest = fresh.words.slice(FIRST_WORDS);
  const folded = rest.length + fresh.notSent;
  // When no word not played yet fits, the played ones are the likely answers: their list is open.
  const playedAreLikely = isLikely('played', likelyAnswers(result));
  return (
    <>
      {first.length > 0 && <WordList words={first} label={t('likelyLabel')} />}
      {folded > 0 && (
        <details class="more-likely" data-value={folded}>
          <summary>{t('moreLikely', fmt(folded))}</summary>
          {rest.length > 0 && <WordList words={rest} label={t('moreLikelyLabel')} />}
          <NotSent count={fresh.notSent} />
        </details>
      )}
      {(result.played ?? 0) > 0 && (
        <details class="played-before" data-testid="played-list" open={playedAreLikely}>
          <summary>{t('playedBeforeList', fmt(result.played ?? 0))}</summary>
          {!playedAreLikely && <p class="muted">{t('playedBeforeNote')}</p>}
          {result.repeatsFrom && (
            <p class="muted" data-testid="repeats-from" data-value={result.repeatsFrom.year}>
              {t('repeatsFromYear', fmt(result.repeatsFrom.repeats), fmt(result.repeatsFrom.of), result.repeatsFrom.year)}
            </p>
          )}
          {played.words.length > 0 && <WordList words={played.words} label={t('playedBeforeLabel')} dates={result.lastAnswered ?? {}} />}
          <NotSent count={played.notSent} />
        </details>
      )}
      {result.longShots > 0 && (
        <details class="long-shots" data-value={result.longShots}>
          <summary>{t('longShots', fmt(result.longShots))}</summary>
          <p class="muted">{t('longShotsNote')}</p>
          {offList.words.length > 0 && <WordList words={offList.words} label={t('longShotsLabel')} />}
          <NotSent count={offList.notSent} />
        </details>
      )}
    </>
  );
}

// A private-use character: survives chrome.i18n's substitution, never appears in a message.
const SLOT = '\uE000';

/**
 * A message with a number in its own element; split where the number goes, so translations can put
 * it anywhere. The element shows the number formatted ("3,158") and holds it plain in `data-value`
 * for tests and tools; `inner` nests a second hook around the same number.
 */
function WithNumber({ text, n, testid, cls = 'count', inner }: { text: (slot: string) => string; n: number; testid: string; cls?: string; inner?: string }) {
  const [before, after = ''] = text(SLOT).split(SLOT);
  return (
    <>
      {before}
      <span class={cls} data-testid={testid} data-value={n}>
        {inner ? (
          <span data-testid={inner} data-value={n}>
            {fmt(n)}
          </span>
        ) : (
          fmt(n)
        )}
      </span>
      {after}
    </>
  );
}

type CountFigures = Pick<SuggestResult, 'candidates' | 'longShots' | 'played' | 'repeatShare' | 'knownThrough' | 'date'>;

/** The fitting words off the list, then every fitting word, on one line. */
function OthersLine({ result }: { result: CountFigures }) {
  const unlikely = result.longShots;
  return (
    <p class="count-sub muted" title={t('tipUnlikely')}>
      {unlikely > 0 && (
        <span data-testid="unlikely-count" data-value={unlikely}>
          {`${t(unlikely === 1 ? 'unlikelyWordOne' : 'unlikelyWords', fmt(unlikely))} `}
        </span>
      )}
      <span class="all-fit">
        <WithNumber text={(x) => t('allFit', x)} n={result.candidates} testid="candidate-count" cls="count-all" />
      </span>
    </p>
  );
}

/**
 * The history model's headline: likely answers not played yet (as far as known, when what is known
 * ends well before the puzzle), then the played ones and how often the NYT repeats. When no word
 * not played yet fits, the played ones are the likely answers, and the headline says so.
 */
function HistoryCount({ result, likely, played }: { result: CountFigures; likely: Likely; played: number }) {
  const share = result.repeatShare ?? 0;
  const repeats = share > 0 ? ` ${t('repeatsOneIn', fmt(Math.round(1 / share)))}` : '';
  // "As far as known" qualifies "not played yet"; a headline of played words needs no such note.
  const stale = !likely.played && result.knownThrough && result.date && isStale(result.knownThrough, result.date) ? result.knownThrough : null;
  return (
    <>
      <p class="count-line" title={t(likely.played ? 'tipLikelyPlayed' : 'tipLikelyHistory')}>
        <WithNumber text={(x) => t(likelyKey(likely, true), x)} n={likely.n} testid="likely-count" inner={likely.played ? 'played-count' : undefined} />
        {stale && (
          <span class="known-stale" data-testid="known-stale" data-value={stale}>
            {t('asFarAsKnown', dateText(stale))}
          </span>
        )}
      </p>
      {likely.played ? (
        <p class="count-sub muted" title={t('tipPlayed')} data-testid="played-only">
          {t('playedOnly')}
          {repeats}
        </p>
      ) : (
        <p class="count-sub muted" title={t('tipPlayed')}>
          <WithNumber text={(x) => t('playedBefore', x)} n={played} testid="played-count" cls="count-all" />
          {repeats}
        </p>
      )}
      <OthersLine result={result} />
    </>
  );
}

/**
 * The headline: likely answers as the model counts them (core/likely.ts: the words on its answer
 * list that fit; under history those not played before the puzzle's date, the played ones on a
 * line of their own, or the played ones when nothing else on the list fits), with the other
 * fitting words as a secondary line. Test hooks, each number in its element and plain in
 * `data-value`: "likely-count" the likely answers, "played-count" (history only) the fitting words
 * played before the puzzle's date (inside "likely-count" when they are the likely answers),
 * "candidate-count" every fitting word (under classic the same number as likely-count, one element
 * inside the other), "unlikely-count" the fitting words off the list.
 */
export function AnswerCount({ result }: { result: CountFigures }) {
  const likely = likelyAnswers(result);
  if (result.played !== undefined) return <HistoryCount result={result} likely={likely} played={result.played} />;
  const headline = (x: string) => t(likelyKey(likely, false), x);
  if (result.longShots === 0) {
    return (
      <p class="count-line" title={t('tipLikely')}>
        <WithNumber text={headline} n={likely.n} testid="likely-count" inner="candidate-count" />
      </p>
    );
  }
  return (
    <>
      <p class="count-line" title={t('tipLikely')}>
        <WithNumber text={headline} n={likely.n} testid="likely-count" />
      </p>
      <OthersLine result={result} />
    </>
  );
}

export function Candidates({ shown }: Props) {
  const store = useStore();
  const { result } = shown;
  if (!result) return null;
  // The words left are the ladder's last step (a finished game shows them whatever the setting).
  const hidden = shown.status === 'playing' && store.hintStep.value < LAST_STEP;
  if (hidden) return null;
  return (
    <section class="panel-section" aria-labelledby="candidates-heading">
      <h2 id="candidates-heading">{t('candidatesHeading')}</h2>
      {result.knownThrough && (
        <p class="muted known-line" data-testid="history-known" data-value={result.learned ?? 0} data-through={result.knownThrough}>
          {result.learned ? t(result.learned === 1 ? 'knownThroughOne' : 'knownThroughMore', dateText(result.knownThrough), fmt(result.learned)) : t('knownThrough', dateText(result.knownThrough))}
        </p>
      )}
      <Lists result={result} />
    </section>
  );
}
