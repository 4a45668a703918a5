// Every shipped file has its source and licence recorded (scripts/notices.mjs →
// THIRD_PARTY_NOTICES.md, which the build puts inside both zips; test/e2e/package.test.ts checks the
// zips themselves). A new data file without an entry fails here.
import { readdirSync, readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module without types
import { ALLOWED_LICENCES, NOTICES, noticeFor, noticesText, uncoveredDependencies, uncoveredModules } from '../../scripts/notices.mjs';

const ROOT = resolve(import.meta.dirname, '..', '..');
const filesUnder = (dir: string) =>
  readdirSync(resolve(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(ROOT, resolve(e.parentPath, e.name)).split(sep).join('/'));

interface Notice { name: string; files: string[]; licence: string; source: string; text: string | null; textUntil?: string }

describe('third-party notices', () => {
  it('has an entry for every data file (data/ and src/core/data/)', () => {
    const data = [...filesUnder('data'), ...filesUnder('src/core/data')].filter((f) => f !== 'data/SOURCES.md');
    expect(data.length).toBeGreaterThan(10);
    expect(data.filter((f) => !noticeFor(f))).toEqual([]);
  });

  it('would catch a data file or a library without one', () => {
    expect(noticeFor('data/new-frequencies.json')).toBeUndefined();
    expect(uncoveredModules(['node_modules/left-pad/index.js', 'src/core/words.ts'])).toEqual(['node_modules/left-pad/index.js']);
  });

  it('covers every runtime dependency and the ones they pull in', () => {
    expect(uncoveredDependencies()).toEqual([]);
    for (const lib of ['preact', '@preact/signals', '@preact/signals-core', 'webextension-polyfill']) expect(noticeFor(`node_modules/${lib}/`)).toBeDefined();
  });

  it('names the installed version of every library it lists', () => {
    for (const n of NOTICES as Notice[]) {
      for (const f of n.files.filter((p) => p.startsWith('node_modules/'))) {
        const { version } = JSON.parse(readFileSync(resolve(ROOT, f, 'package.json'), 'utf8')) as { version: string };
        expect(`${n.name}`).toContain(version);
      }
    }
  });

  it('carries only licences that allow redistribution, commercial use included', () => {
    for (const n of NOTICES as Notice[]) {
      expect(ALLOWED_LICENCES).toContain(n.licence);
      expect(`${n.licence} ${n.source}`).not.toMatch(/non-?commercial|\bNC\b|unknown|3b1b/i);
    }
  });

  it('is up to date in THIRD_PARTY_NOTICES.md, with each licence text in full', () => {
    const text = noticesText();
    expect(readFileSync(resolve(ROOT, 'THIRD_PARTY_NOTICES.md'), 'utf8')).toBe(text);
    for (const n of NOTICES as Notice[]) {
      if (!n.text) continue;
      const full = readFileSync(resolve(ROOT, n.text), 'utf8');
      expect(text).toContain((n.textUntil ? full.slice(0, full.indexOf(n.textUntil) + n.textUntil.length) : full).trimEnd());
    }
    // SCOWL's notice must travel with every copy (its README's own terms, UKACD's included).
    expect(text).toContain('Copyright 2000-2011 by Kevin Atkinson');
    expect(text).toContain('Copyright (c) J Ross Beresford 1993-1999');
  });
});
