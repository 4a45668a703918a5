// The panel page's entry: the real extension connector inside the extension, the mock anywhere
// else (a plain page from `npx vite src/panel`, or `?mock` to force it inside the extension).
// Both are imported on demand: the extension one pulls in webextension-polyfill, which throws
// outside an extension, and the mock carries the whole solver, which the extension's panel never
// runs itself (the worker does).
import { render } from 'preact';
import './panel.css';
import { App } from './App';
import type { Connector } from './connector';
import { t } from './i18n';

function isExtensionPage(): boolean {
  return location.protocol === 'chrome-extension:' || location.protocol === 'moz-extension:';
}

async function pickConnector(): Promise<Connector> {
  // Store builds (dist/chrome, dist/firefox: vite.config.ts defines __STORE__ true) always talk to
  // the extension, so the mock and its second copy of the solver and books are compiled out.
  // `npx vite src/panel` reads no config and defines nothing: there the mock stays.
  if (typeof __STORE__ !== 'undefined' && __STORE__) return (await import('./connector-extension')).createExtensionConnector();
  const mock = new URLSearchParams(location.search).has('mock');
  if (isExtensionPage() && !mock) return (await import('./connector-extension')).createExtensionConnector();
  const [{ createMockConnector }, { SCENARIOS }] = await Promise.all([import('./connector-mock'), import('./mock-scenarios')]);
  return createMockConnector({ reading: SCENARIOS['in-progress'] });
}

const root = document.getElementById('app');
if (root) {
  pickConnector().then(
    (connector) => render(<App connector={connector} />, root),
    (e: unknown) => render(<p role="alert">{t('startFailed', e instanceof Error ? e.message : String(e))}</p>, root),
  );
}
