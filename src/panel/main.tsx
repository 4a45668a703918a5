// The panel page's entry: the real extension connector inside the extension, the mock anywhere
// else (a plain page from `npx vite src/panel`, or `?mock` to force it inside the extension).
import { render } from 'preact';
import './panel.css';
import { App } from './App';
import type { Connector } from './connector';
import { createExtensionConnector } from './connector-extension';
import { createMockConnector } from './connector-mock';
import { SCENARIOS } from './mock-scenarios';

function isExtensionPage(): boolean {
  return location.protocol === 'chrome-extension:' || location.protocol === 'moz-extension:';
}

function pickConnector(): Connector {
  const mock = new URLSearchParams(location.search).has('mock');
  if (isExtensionPage() && !mock) return createExtensionConnector();
  return createMockConnector({ reading: SCENARIOS['in-progress'] });
}

const root = document.getElementById('app');
if (root) render(<App connector={pickConnector()} />, root);
