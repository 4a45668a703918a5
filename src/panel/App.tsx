import { useEffect, useState } from 'preact/hooks';
import type { Connector, TabView } from './connector';

export interface Props {
  connector: Connector;
}

export function App({ connector }: Props) {
  const [view, setView] = useState<TabView>({ kind: 'no-tab' });
  useEffect(() => connector.subscribe(setView), [connector]);
  const result = view.kind === 'tab' && view.solve.kind === 'done' ? view.solve.result : null;
  return (
    <main>
      {result && <p data-testid="candidate-count">{result.candidates}</p>}
      <ol>
        {result?.suggestions.map((s) => (
          <li key={s.word} data-testid="suggestion" data-word={s.word}>
            {s.word.toUpperCase()}
          </li>
        ))}
      </ol>
    </main>
  );
}
