// docs/panel.md says how a component declares what it takes: the component a file is named after
// takes nothing (it reads the store) or its exported `Props`. This reads the sources to keep that true.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../src/panel/components');

describe('panel components', () => {
  const files = readdirSync(DIR).filter((f) => f.endsWith('.tsx'));

  it.each(files)('%s: its own component takes nothing or its exported Props', (file) => {
    const name = file.replace(/\.tsx$/, '');
    const text = readFileSync(join(DIR, file), 'utf8');
    const own = new RegExp(`^export function ${name}\\(([^)]*)\\)`, 'm').exec(text);
    if (!own) return; // a file of parts (ChartFrame, YourGamesCharts) has no component of its name
    const params = own[1].trim();
    if (params === '') return;
    expect(params).toMatch(/\}: Props$/);
    expect(text).toMatch(/^export interface Props \{/m);
  });
});
