import { render, screen, waitFor } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/panel/App';
import { createMockConnector } from '../../src/panel/connector-mock';
import { SCENARIOS } from '../../src/panel/mock-scenarios';

// The hooks the e2e tests of the extension rely on: keep them stable.
describe('test hooks', () => {
  it('shows the candidate count alone and one suggestion element per suggestion, word first', async () => {
    const connector = createMockConnector({ reading: SCENARIOS['in-progress'] });
    render(<App connector={connector} />);
    await waitFor(() => expect(screen.getByTestId('candidate-count').textContent).toBe('14'));
    const items = screen.getAllByTestId('suggestion');
    expect(items).toHaveLength(10);
    expect(items[0].textContent).toMatch(/^STOKE/);
  });
});
