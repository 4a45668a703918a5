// What the extension costs the player's machine (issue 42), in real Chromium with the store build,
// against the same pages in the same browser without it: the memory of every process of the
// browser (PSS, /proc/<pid>/smaps_rollup, summed; and its anonymous and shared-memory part, which
// other browsers on the machine do not share: the part of the binary's and the fonts' pages each
// process is charged falls as other Chromiums start, so the whole PSS swings on a shared machine)
// and its CPU seconds (the cgroup v1 `cpuacct`
// counter of a cgroup the browser is started in, so processes that ended count too).
// One visit: the practice game loads, one row is played, then 20 s pass; then the tab closes and
// 10 s pass. Three browsers, each fresh: without the extension, with it and no panel ever opened,
// and with a panel following the tab from before the visit (the panel page in a tab, as the e2e
// tests open it), which also times the first suggestions after a cold start: from the navigation
// to the panel's list of the empty board. The player has kept games opening with CRANE (a usual
// opener, which the extension works out ahead for a panel).
//   node --import tsx test/e2e/bench-footprint.ts     (RUNS=3 to repeat each browser; part of npm run bench)
import { mkdirSync, readFileSync, rmdirSync, writeFileSync, chmodSync, rmSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { score } from '../../src/core';
import { dateOfDay, dayNumber, localDate } from '../../src/core/dates';
import type { Board } from '../../src/core/types';
import { GAME_SCHEMA, gameKey, marksOf, parseGame, type GameRecord } from '../../src/shared/games';
import { buildExtension } from './build';
import { CHROMIUM, launchChromium, type Chromium } from './chromium';
import { poll } from './tab';

const SITE = 'https://www.nytimes.com/games/wordle/index.html';
const ANSWER = 'proud';
const ROW = 'slate';
const AFTER_ROW_MS = 20_000;
const AFTER_CLOSE_MS = 10_000;
/** Time for a fresh browser (and the extension's start-up) to go quiet before the visit. */
const SETTLE_MS = 4_000;
const CPUACCT = '/sys/fs/cgroup/cpuacct';

export type Setup = 'without the extension' | 'no panel' | 'panel open';

export interface FootprintRun {
  setup: Setup;
  /** CPU seconds of the whole browser from the navigation to 20 s after the row. */
  visitCpu: number;
  /** PSS of every process of the browser at the end of the visit, MB, and its anonymous and shared-memory part. */
  visitMb: number;
  visitAnonMb: number;
  /** The visit's PSS by kind of process (kindOf), MB: which process the extension's memory is in. */
  visitByKind: Record<string, number>;
  /** The visit's CPU seconds by kind of process, of the processes alive at its end (/proc/<pid>/stat). */
  visitCpuByKind: Record<string, number>;
  /** CPU seconds from 1 s after the tab closed to 10 s later. */
  closedCpu: number;
  /** PSS 1 s after the tab closed, MB. */
  closedMb: number;
  /** Navigation to the panel's first suggestions, ms (panel open only). */
  firstMs: number | null;
}

/** The player's kept games: won daily games of the last days, each opening with CRANE, analysed already. */
function keptGames(): Record<string, GameRecord> {
  const today = dayNumber(localDate());
  const out: Record<string, GameRecord> = {};
  ['blimp', 'fjord', 'gusty', 'wheat', 'knoll'].forEach((answer, i) => {
    const words = ['crane', answer];
    const board: Board = words.map((w) => ({ guess: w, marks: score(w, answer) }));
    const g = parseGame({ v: GAME_SCHEMA, date: dateOfDay(today - 1 - i), player: 'ANON', words: words.join(''), marks: marksOf(board), won: true, hard: false, model: 'nyt', skill: 80, luck: 0, extra: 0, best: 3, hints: 'all', from: 'played' });
    if (!g) throw new Error(`kept game ${words.join(' ')} is not a valid record`);
    out[gameKey(g)] = g;
  });
  return out;
}

/** A cgroup the browser is started in (a wrapper script joins it, then runs Chromium): CPU and processes of the whole tree. */
/**
 * A Chromium process's kind from its command line: the browser, the extension's own renderer (its
 * service worker, offscreen document and panel page), the pages' renderers, the GPU process, the
 * network service, other utilities, the zygotes.
 */
function kindOf(pid: string): string {
  let cmd: string;
  try {
    cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return 'ended';
  }
  const type = /--type=(\S+)/.exec(cmd)?.[1];
  if (!type) return 'browser';
  if (type === 'renderer') return cmd.includes('--extension-process') ? 'extension' : 'page';
  if (type === 'utility') return cmd.includes('NetworkService') ? 'network' : 'utility';
  return type === 'gpu-process' ? 'gpu' : type;
}

/** CPU seconds of each process of the group so far (user + system; the kernel's USER_HZ is 100 on Linux). */
function cpuByPid(pids: string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ');
      out.set(pid, (Number(fields[11]) + Number(fields[12])) / 100);
    } catch {
      // ended meanwhile
    }
  }
  return out;
}

function browserGroup(): { executable: string; pids(): string[]; cpuSeconds(): number; pssMb(): { pss: number; anon: number; byKind: Record<string, number> }; remove(): void } {
  const dir = `${CPUACCT}/wa-footprint-${process.pid}-${Date.now()}`;
  mkdirSync(dir);
  const tmp = mkdtempSync(join(tmpdir(), 'wa-footprint-'));
  const executable = join(tmp, 'chromium.sh');
  writeFileSync(executable, `#!/bin/sh\necho $$ > ${dir}/cgroup.procs\nexec ${CHROMIUM} "$@"\n`);
  chmodSync(executable, 0o755);
  const pids = () => readFileSync(`${dir}/cgroup.procs`, 'utf8').split('\n').filter(Boolean);
  return {
    executable,
    pids,
    cpuSeconds: () => Number(readFileSync(`${dir}/cpuacct.usage`, 'utf8')) / 1e9,
    pssMb: () => {
      let pss = 0;
      let anon = 0;
      const byKind: Record<string, number> = {};
      const kb = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0);
      for (const pid of pids()) {
        try {
          const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
          pss += kb(text, 'Pss');
          anon += kb(text, 'Pss_Anon') + kb(text, 'Pss_Shmem');
          const kind = kindOf(pid);
          byKind[kind] = (byKind[kind] ?? 0) + kb(text, 'Pss') / 1024;
        } catch {
          // ended meanwhile
        }
      }
      return { pss: pss / 1024, anon: anon / 1024, byKind };
    },
    remove: () => {
      for (const pid of pids()) {
        try {
          writeFileSync(`${CPUACCT}/cgroup.procs`, pid);
        } catch {
          // ended meanwhile
        }
      }
      rmdirSync(dir);
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** In the panel: when it first showed suggestions for the empty board (Date.now(), the machine's one clock). */
const FIRST_LIST = `(() => {
  const take = () => {
    if (self.__waFirst) return;
    const s = document.querySelector('[data-testid="suggestions"][data-board=""] [data-testid="suggestion"]');
    if (s) self.__waFirst = Date.now();
  };
  take();
  new MutationObserver(take).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
})()`;

/** The id of the tab `open` opens, as the extension knows it. */
async function newTabId(b: Chromium, open: () => Promise<Page>): Promise<{ page: Page; tabId: number }> {
  const sw = await b.serviceWorker();
  const ids = () => sw.evaluate(async () => (await chrome.tabs.query({})).map((t) => t.id ?? 0));
  const before = await ids();
  const page = await open();
  const tabId = await poll('the new tab', async () => (await ids()).find((id) => !before.includes(id)) ?? null, 10_000);
  return { page, tabId };
}

async function visit(dist: string | null, setup: Setup): Promise<FootprintRun> {
  const group = browserGroup();
  const b = await launchChromium(dist ? [dist] : [], { executable: group.executable });
  try {
    if (dist) await (await b.serviceWorker()).evaluate((items) => chrome.storage.local.set(items), keptGames());
    let page: Page;
    let panel: Page | null = null;
    if (setup === 'panel open') {
      const opened = await newTabId(b, () => b.context.newPage());
      page = opened.page;
      panel = await b.openPanel(opened.tabId, 320);
      await panel.evaluate(FIRST_LIST);
    } else {
      page = await b.context.newPage();
    }
    await sleep(SETTLE_MS);
    const cpu0 = group.cpuSeconds();
    const perPid0 = cpuByPid(group.pids());
    const navigated = Date.now();
    await page.goto(`${SITE}?answer=${ANSWER}&welcome=0&help=0`);
    await page.waitForSelector('[role="group"][aria-label="Row 1"] [data-testid="tile"]');
    await sleep(1000);
    await page.keyboard.type(ROW, { delay: 100 });
    await page.keyboard.press('Enter');
    await poll('the row to settle', () => page.evaluate(() => ([...document.querySelectorAll('[role="group"][aria-label="Row 1"] [data-testid="tile"]')].every((t) => ['correct', 'present', 'absent'].includes(t.getAttribute('data-state') ?? '')) ? true : null)), 30_000);
    await sleep(AFTER_ROW_MS);
    const visitCpu = group.cpuSeconds() - cpu0;
    const visitCpuByKind: Record<string, number> = {};
    for (const [pid, s] of cpuByPid(group.pids())) visitCpuByKind[kindOf(pid)] = (visitCpuByKind[kindOf(pid)] ?? 0) + s - (perPid0.get(pid) ?? 0);
    const { pss: visitMb, anon: visitAnonMb, byKind: visitByKind } = group.pssMb();
    const firstAt = panel ? await panel.evaluate(() => (self as unknown as { __waFirst?: number }).__waFirst ?? null) : null;
    await page.close();
    await sleep(1000);
    const closedMb = group.pssMb().pss;
    const cpu1 = group.cpuSeconds();
    await sleep(AFTER_CLOSE_MS);
    const closedCpu = group.cpuSeconds() - cpu1;
    return { setup, visitCpu, visitMb, visitAnonMb, visitByKind, visitCpuByKind, closedCpu, closedMb, firstMs: firstAt === null ? null : firstAt - navigated };
  } finally {
    await b.close();
    group.remove();
  }
}

export interface Footprint {
  runs: FootprintRun[];
}

const SETUPS: readonly Setup[] = ['without the extension', 'no panel', 'panel open'];

/** `setups`: the browsers to measure (SETUPS=no panel,… in the environment); `dist`: an extension built before (else the store build now). */
export async function benchFootprint(o: { runs?: number; setups?: readonly Setup[]; dist?: string; log?: (s: string) => void } = {}): Promise<Footprint> {
  const log = o.log ?? console.error;
  const dist = o.dist ?? (await buildExtension('chrome'));
  const named = process.env.SETUPS?.split(',').filter((x): x is Setup => (SETUPS as readonly string[]).includes(x));
  const setups = o.setups ?? (named?.length ? named : SETUPS);
  const runs: FootprintRun[] = [];
  for (let i = 0; i < (o.runs ?? (Number(process.env.RUNS) || 2)); i++) {
    for (const setup of setups) {
      const r = await visit(setup === 'without the extension' ? null : dist, setup);
      const kinds = Object.entries(r.visitByKind).map(([k, mb]) => `${k} ${mb.toFixed(0)} MB ${(r.visitCpuByKind[k] ?? 0).toFixed(2)} s`).join(', ');
      log(`  ${setup}: visit ${r.visitCpu.toFixed(2)} s CPU, ${r.visitMb.toFixed(0)} MB (anon ${r.visitAnonMb.toFixed(0)}; ${kinds}); tab closed ${r.closedCpu.toFixed(2)} s, ${r.closedMb.toFixed(0)} MB${r.firstMs === null ? '' : `; first suggestions ${r.firstMs} ms`}`);
      runs.push(r);
    }
  }
  return { runs };
}

/** The bench needs a writable cgroup v1 cpuacct controller (root): whether there is one. */
export function canMeasureFootprint(): boolean {
  try {
    const probe = `${CPUACCT}/wa-footprint-probe-${process.pid}`;
    mkdirSync(probe);
    rmdirSync(probe);
    return true;
  } catch {
    return false;
  }
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  console.log(JSON.stringify(await benchFootprint(), null, 1));
}
