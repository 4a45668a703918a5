// The streak guard's setting: off by default; turning it on asks the browser for its permission in
// the same click, and only a granted permission turns it on.
import { act, fireEvent } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from '../../src/shared/settings';
import { renderPanel } from './render-panel';

describe('the streak guard setting', () => {
  it('is off by default, and a stored time that is not HH:MM reads as off', () => {
    expect(DEFAULT_SETTINGS.reminder).toBe('off');
    expect(parseSettings({ reminder: '25:00' }).reminder).toBe('off');
    expect(parseSettings({ reminder: '07:45' }).reminder).toBe('07:45');
  });

  it('turned on with the permission granted: saved at the time shown, which can change', async () => {
    const r = await renderPanel();
    const box = r.getByTestId('set-reminder') as HTMLInputElement;
    expect(box.checked).toBe(false);
    await act(async () => {
      fireEvent.click(box);
      await r.connector.settled();
    });
    expect(r.connector.saved.at(-1)?.reminder).toBe('20:00');
    await act(async () => {
      fireEvent.change(r.getByTestId('set-reminder-time'), { target: { value: '07:30' } });
      await r.connector.settled();
    });
    expect(r.connector.saved.at(-1)?.reminder).toBe('07:30');
    await act(async () => {
      fireEvent.click(box);
      await r.connector.settled();
    });
    expect(r.connector.saved.at(-1)?.reminder).toBe('off');
  });

  it('refused by the browser: stays off, nothing saved, and says why', async () => {
    const r = await renderPanel({ reminderPermission: false });
    const before = r.connector.saved.length;
    await act(async () => {
      fireEvent.click(r.getByTestId('set-reminder'));
      await r.connector.settled();
    });
    expect((r.getByTestId('set-reminder') as HTMLInputElement).checked).toBe(false);
    expect(r.connector.saved.length).toBe(before);
    expect(r.getByTestId('reminder-refused')).toBeTruthy();
  });
});
