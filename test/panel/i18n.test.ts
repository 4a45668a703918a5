import { afterEach, describe, expect, it } from 'vitest';
import messages from '../../src/_locales/en/messages.json';
import { expand, t } from '../../src/panel/i18n';

type Entry = { message: string; placeholders?: Record<string, { content: string }> };
const all = messages as Record<string, Entry>;

describe('t()', () => {
  afterEach(() => {
    delete (globalThis as { chrome?: unknown }).chrome;
  });

  it('expands named placeholders from the bundled English without chrome.i18n', () => {
    expect(t('reasonLikelyLeft', '4.1', 9)).toBe('Leaves ≈\u00a04.1 likely answers on average, 9 at worst.');
    expect(t('tileLabel', 2, 3, 'A', 'green')).toBe('Guess 2, letter 3: A, green');
  });

  it('uses chrome.i18n.getMessage where it answers, and the bundle where it returns empty', () => {
    const asked: [string, string[] | undefined][] = [];
    (globalThis as { chrome?: unknown }).chrome = {
      i18n: {
        getMessage: (key: string, subs?: string[]) => {
          asked.push([key, subs]);
          return key === 'best' ? 'Meilleur' : '';
        },
      },
    };
    expect(t('best')).toBe('Meilleur');
    expect(t('figGuesses', '3.1')).toBe('≈\u00a03.1 guesses to finish');
    expect(asked).toEqual([
      ['best', []],
      ['figGuesses', ['3.1']],
    ]);
  });

  it('expands $$ to a dollar and leaves unknown placeholders visible', () => {
    expect(expand({ message: 'costs $$1 $X$' }, [])).toBe('costs $1 $X$');
  });
});

describe('messages.json', () => {
  it('declares every placeholder a message uses, numbered $1.. in order, and uses every one declared', () => {
    for (const [key, entry] of Object.entries(all)) {
      const used = [...entry.message.matchAll(/\$([A-Za-z0-9_]+)\$/g)].map((m) => m[1].toLowerCase());
      const declared = Object.keys(entry.placeholders ?? {});
      expect(new Set(used), key).toEqual(new Set(declared));
      declared.forEach((name, i) => expect(entry.placeholders?.[name].content, `${key}.${name}`).toBe(`$${i + 1}`));
      expect(entry.message.trim().length, key).toBeGreaterThan(0);
    }
  });
});
