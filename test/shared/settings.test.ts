// Stored settings are untrusted and outlive versions: the model the player never chose follows
// the new default, a chosen one stays.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, parseSettings } from '../../src/shared/settings';

describe('the answer model setting', () => {
  it('defaults to history', () => {
    expect(DEFAULT_SETTINGS.model).toBe('history');
    expect(parseSettings(undefined).model).toBe('history');
    expect(parseSettings({ model: 'wordle' }).model).toBe('history');
  });

  it('reads a stored nyt the player never chose (the old default) as history', () => {
    const old = { hardMode: 'page', model: 'nyt', strategy: 'optimal', top: 5, spoilerShield: false, showDetails: false, preferCommon: 0 };
    expect(parseSettings(old)).toMatchObject({ model: 'history', modelChosen: false, top: 5 });
  });

  it('keeps a model the player chose: nyt once picked, classic always', () => {
    expect(parseSettings({ model: 'nyt', modelChosen: true }).model).toBe('nyt');
    expect(parseSettings({ model: 'classic' }).model).toBe('classic');
    expect(parseSettings({ model: 'history', modelChosen: true })).toMatchObject({ model: 'history', modelChosen: true });
    // A corrupt flag counts as not chosen.
    expect(parseSettings({ model: 'nyt', modelChosen: 'yes' }).model).toBe('history');
  });
});
