// Your games' button that brings in every game the player played on the NYT (shared/nyt-history.ts),
// with its own consent on this device: asked once ('ask'), withdrawable ('off' stops any run at
// once), said in PRIVACY and README. While a run goes: a progress bar by days and a Stop button;
// after one: where it stopped and why (sign in, a failure), and a button to resume from there.
import { useEffect } from 'preact/hooks';
import { runProgress, SIGNED_OUT, type HistoryRecord } from '../../shared/nyt-history';
import { dateText, fmt } from '../format';
import { t } from '../i18n';
import { useStore } from '../store/context';

const why = (error: string) => (error === SIGNED_OUT ? t('historySignIn') : error === 'no-wordle-tab' ? t('historyNoTab') : null);

function Status({ record }: { record: HistoryRecord }) {
  const run = record.run;
  if (!run) return null;
  const through = record.through ? dateText(record.through) : null;
  if (run.state === 'running') {
    const share = runProgress(run, record.through);
    return (
      <>
        <p class="plain" role="status" data-testid="history-running">
          {through ? t('historyRunning', through, fmt(run.games)) : t('historyStarting')}
        </p>
        <progress data-testid="history-progress" max={100} value={Math.round(share * 100)} aria-label={t('historyProgress')} />
      </>
    );
  }
  const plain = run.error && why(run.error);
  return (
    <p class={run.state === 'failed' ? 'error' : 'plain'} role="status" data-testid="history-state" data-state={run.state} data-error={run.error ?? ''} data-through={record.through ?? ''}>
      {run.state === 'done' ? t('historyDone', dateText(run.until), fmt(run.games))
        : plain ? plain
        : run.error ? (through ? t('historyFailed', through, run.error) : t('historyFailedNone', run.error))
        : through ? t('historyStopped', through, fmt(run.games)) : t('historyStoppedNone')}
    </p>
  );
}

export function NytHistory() {
  const { history, settings } = useStore();
  useEffect(() => history.show(), [history]);
  const consent = settings.settings.value.nytHistory;
  const record = history.record.value;
  if (!settings.loaded.value || record === null) return null;
  const running = record.run?.state === 'running';
  const startError = history.error.value;
  return (
    <section class="panel-section nyt-history" data-testid="nyt-history" aria-labelledby="nyt-history-heading">
      <h3 id="nyt-history-heading">{t('historyHeading')}</h3>
      {consent === 'ask' && (
        <>
          <p class="plain">{t('historyWhy')}</p>
          <button type="button" data-testid="history-agree" onClick={() => void settings.update({ nytHistory: 'on' }).then(history.start)}>
            {t('historyAgree')}
          </button>{' '}
          <button type="button" data-testid="history-no" onClick={() => void settings.update({ nytHistory: 'off' })}>
            {t('historyNo')}
          </button>
        </>
      )}
      {consent === 'off' && (
        <p class="plain">
          {t('historyWithdrawn')}{' '}
          <button type="button" data-testid="history-turn-on" onClick={() => void settings.update({ nytHistory: 'ask' })}>
            {t('historyTurnOn')}
          </button>
        </p>
      )}
      <Status record={record} />
      {record.run && record.run.unread > 0 && (
        <p class="plain muted" data-testid="history-unread" data-value={record.run.unread}>
          {t('historyUnread', fmt(record.run.unread))}
        </p>
      )}
      {startError && (
        <p class="error" role="alert" data-testid="history-error">
          {why(startError) ?? startError}
        </p>
      )}
      {consent === 'on' && (
        <p class="plain">
          {running ? (
            <button type="button" data-testid="history-cancel" onClick={() => void history.cancel()}>
              {t('historyCancel')}
            </button>
          ) : (
            <button type="button" data-testid="history-start" onClick={() => void history.start()}>
              {record.through === null ? t('historyStart') : record.run?.state === 'done' ? t('historyMore', dateText(record.through)) : t('historyResume', dateText(record.through))}
            </button>
          )}{' '}
          <button type="button" data-testid="history-withdraw" onClick={() => void settings.update({ nytHistory: 'off' }).then(history.cancel)}>
            {t('historyWithdraw')}
          </button>
        </p>
      )}
    </section>
  );
}
