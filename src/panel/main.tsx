// The panel page's entry: the real extension connector inside the extension, the mock anywhere
// else (a plain page from `npx vite src/panel`, or `?mock` to force it inside the extension).
// Both are imported on demand: the extension one pulls in webextension-polyfill, which throws
// outside an extension, and the mock carries the whole solver, which the extension's panel never
// runs itself (the worker does).
import { render } from 'preact';
import './panel.css';
import { isDate, localDate } from '../core/dates';
import { App, type Look } from './App';
import type { Connector } from './connector';
import { t } from './i18n';

function isExtensionPage(): boolean {
  return location.protocol === 'chrome-extension:' || location.protocol === 'moz-extension:';
}

const params = new URLSearchParams(location.search);

/**
 * Store builds (dist/chrome, dist/firefox: vite.config.ts defines __STORE__ true) always talk to
 * the extension, so the mock and its second copy of the solver and books are compiled out; the
 * e2e builds (dist/*-e2e) and `npx vite src/panel` (which defines nothing) keep it.
 */
const STORE_BUILD = typeof __STORE__ !== 'undefined' && __STORE__;

/**
 * The mock takes its state from the address, for the screenshot tests and for looking at any
 * state by hand: ?mock&scenario=won&theme=dark&contrast=high&date=2026-08-22 (see mock-scenarios.ts).
 */
async function pickConnector(): Promise<Connector> {
  if (STORE_BUILD) return (await import('./connector-extension')).createExtensionConnector({ connectAtOnce: true });
  if (isExtensionPage() && !params.has('mock')) return (await import('./connector-extension')).createExtensionConnector({ connectAtOnce: true });
  const [{ createMockConnector }, { SCENARIOS }, { recentWins, sampleGames, sampleNytStats, someUnanalysed, storedGames }] = await Promise.all([
    import('./connector-mock'),
    import('./mock-scenarios'),
    import('./mock-games'),
  ]);
  const name = params.get('scenario') ?? 'in-progress';
  const known = Object.hasOwn(SCENARIOS, name);
  const scripted = name === 'no-tab' ? undefined : known ? SCENARIOS[name as keyof typeof SCENARIOS] : SCENARIOS['in-progress'];
  // &date=2026-08-22: the puzzle of that day, as an archive address gives it (a scenario with a date
  // of its own keeps it); without one the solver takes today, so the panel changes with the clock.
  const date = params.get('date');
  const from = params.get('from');
  const sample = sampleGames(Math.min(5000, Number(params.get('games')) || 0), isDate(from) ? from : undefined);
  // &unanalysed=9: every ninth sample game kept without its analysis.
  const every = Number(params.get('unanalysed'));
  const kept = [...(every >= 2 ? someUnanalysed(sample, every) : sample), ...recentWins(Math.min(400, Number(params.get('streak')) || 0), localDate())];
  const connector = createMockConnector({
    reading: scripted?.kind === 'board' && !scripted.date && isDate(date) ? { ...scripted, date } : scripted,
    settings: params.has('hints') || params.has('shield') ? { hints: 'steps' as const } : {},
    refining: name === 'refining',
    // ?games=40: that many kept games for "Your games" (mock-games.ts).
    // &step=3: the hint ladder at that step on the scenario's board (with &hints).
    hintStep: Number(params.get('step')) || undefined,
    // &streak=12: a streak of that many days won, up to yesterday (today still to play).
    // &from=2022-01-01: the kept games start that day; &nyt: the NYT's statistics read today, beside them.
    games: { ...storedGames(kept), ...(params.has('nyt') ? sampleNytStats(kept, localDate()) : {}) },
  });
  Object.assign(window, { panelMock: connector, panelScenarios: SCENARIOS });
  return connector;
}

function lookOf(): Look | undefined {
  const theme = params.get('theme');
  const contrast = params.get('contrast');
  if (!params.has('mock') && isExtensionPage()) return undefined;
  return {
    ...(theme === 'dark' || theme === 'light' ? { dark: theme === 'dark' } : {}),
    ...(contrast === 'high' ? { highContrast: true } : {}),
  };
}

const root = document.getElementById('app');
if (root) {
  pickConnector().then(
    (connector) => {
      const draw = (look: Look | undefined) => render(<App connector={connector} look={look} mode={params.get('view') === 'games' ? 'games' : undefined} />, root);
      draw(lookOf());
      // A mock page's look changes in place (window.panelLook): the screenshot tests picture each
      // state in every look without loading and solving it again for each.
      if (!STORE_BUILD && (params.has('mock') || !isExtensionPage())) Object.assign(window, { panelLook: (look: Look) => draw(look) });
    },
    (e: unknown) => render(<p role="alert">{t('startFailed', e instanceof Error ? e.message : String(e))}</p>, root),
  );
}
