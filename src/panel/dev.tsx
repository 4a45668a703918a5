// The dev page: the panel against the mock connector, with a picker for the scripted page
// readings. `npx vite src/panel` then open /dev.html (or /dev.html?scenario=won&width=320&theme=dark&contrast=high).
import { render } from 'preact';
import './panel.css';
import { App } from './App';
import { createMockConnector } from './connector-mock';
import { sampleGames, storedGames } from './mock-games';
import { SCENARIOS, type ScenarioName } from './mock-scenarios';

const params = new URLSearchParams(location.search);
const names = [...Object.keys(SCENARIOS), 'no-tab'] as ScenarioName[];
const initial = names.find((n) => n === params.get('scenario')) ?? 'in-progress';
const connector = createMockConnector({
  reading: initial === 'no-tab' ? undefined : SCENARIOS[initial],
  games: storedGames(sampleGames(Math.min(5000, Number(params.get('games')) || 0))),
  settings: params.has('hints') || params.has('shield') ? { hints: 'steps' as const } : {},
  refining: initial === 'refining',
});

// For measuring from a browser console or a test script: window.panelMock.setReading(...).
Object.assign(window, { panelMock: connector, panelScenarios: SCENARIOS });

function choose(name: ScenarioName) {
  if (name === 'no-tab') connector.closeTab();
  // The refining scenario shows its unsettled answer as the background shows one it refines.
  else connector.setReading(SCENARIOS[name], { refining: name === 'refining' });
  params.set('scenario', name);
  history.replaceState(null, '', `?${params}`);
}

function Dev() {
  return (
    <div style={{ display: 'flex', gap: '16px', alignItems: 'flex-start', padding: '8px' }}>
      <div style={{ width: `${Number(params.get('width')) || 340}px`, border: '1px solid #888' }}>
        <App
          connector={connector}
          mode={params.get('view') === 'games' ? 'games' : undefined}
          look={{
            ...(params.get('theme') ? { dark: params.get('theme') === 'dark' } : {}),
            ...(params.get('contrast') === 'high' ? { highContrast: true } : {}),
          }}
        />
      </div>
      {!params.has('bare') && (
        <label style={{ font: '13px system-ui' }}>
          Page reading{' '}
          <select value={initial} onChange={(e) => choose(e.currentTarget.value as ScenarioName)}>
            {names.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

const root = document.getElementById('app');
if (root) render(<Dev />, root);
