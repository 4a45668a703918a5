// A phone's CPU in the test browser: every process of the browser (the game page's, the
// extension's with its panel, offscreen document and solver worker, the GPU's, the browser's own)
// runs as on a core `rate` times slower, by a Linux cgroup's CPU quota per process (v1
// `cpu.cfs_quota_us`, root only): 1/`rate` of one core each. A phone has several such cores, so the
// solver's worker does not take the game page's CPU; one quota for the whole browser did that, and
// the page's rows stopped flipping while the worker searched. Chromium's own throttling (CDP
// Emulation.setCPUThrottlingRate) was tried first and is not used: it refuses workers ("Operation is
// only supported for pages, not workers"), where the solver runs, and pausing a worker with the
// debugger instead slowed its solves 30-100× rather than 4× (the pauses throw away its optimised
// code). Processes started later (a renderer for a new page) get their quota within 100 ms. Without
// a writable cgroup the throttle says so and is not applied. `verify` measures a busy loop in each
// target, quota off then on.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import type { Browser, CDPSession, Target } from 'puppeteer-core';

export type ThrottledKind = 'game page' | 'panel page' | 'offscreen document' | 'solver worker' | 'service worker';

export interface Slowdown {
  kind: ThrottledKind;
  how: 'cgroup cpu quota';
  /** The busy loop's ms, throttle off and on (the fastest of two each). */
  off: number;
  on: number;
}

export interface CpuThrottle {
  /** Measures every throttled target still alive, off then on; the throttle stays on. */
  verify(): Promise<Slowdown[]>;
  /** Lifts the throttle everywhere and disconnects. */
  stop(): Promise<void>;
}

/** About 50-100 ms on this machine, unthrottled: long against the pause slices, short enough to repeat. */
const BUSY_TASK = 'self.__waBusy = null; setTimeout(() => { const t0 = performance.now(); let x = 0; for (let i = 0; i < 2e7; i++) x += Math.sqrt(i); self.__waBusy = performance.now() - t0; }, 0); 1';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A busy loop as a task of the target's own event loop (so a paused target runs it slowly), in ms. */
async function busyTask(s: CDPSession): Promise<number> {
  await s.send('Runtime.evaluate', { expression: BUSY_TASK });
  for (let i = 0; i < 400; i++) {
    const r = await s.send('Runtime.evaluate', { expression: 'self.__waBusy', returnByValue: true });
    if (typeof r.result.value === 'number') return r.result.value;
    await sleep(25);
  }
  throw new Error('the busy loop did not finish in 10 s');
}

/** The fastest of two runs: the machine is shared, a run can only be slowed by others. */
async function fastest(s: CDPSession): Promise<number> {
  return Math.min(await busyTask(s), await busyTask(s));
}

const CGROUP = '/sys/fs/cgroup/cpu/wordle-assistant-bench';
/**
 * Each process's quota, the kernel's shortest (1 ms), in a period `rate` times longer: short, so
 * that short tasks are slowed too. With a period of 100 ms a task of 50 ms ran its first 25 at full
 * speed and measured 2× slower, not 4×.
 */
const QUOTA_US = 1000;

/** This process tree's pids: `root` and every descendant, from /proc. */
function tree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its last ')' are fixed.
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const out: number[] = [];
  const walk = (pid: number) => (out.push(pid), (children.get(pid) ?? []).forEach(walk));
  walk(root);
  return out;
}

/** Moves every process left in the bench's cgroups back to the root one and removes the cgroups. */
function removeGroups(): void {
  if (!existsSync(CGROUP)) return;
  for (const name of readdirSync(CGROUP)) {
    const dir = `${CGROUP}/${name}`;
    if (!/^\d+$/.test(name)) continue;
    for (const pid of readFileSync(`${dir}/cgroup.procs`, 'utf8').split('\n').filter(Boolean)) {
      try {
        writeFileSync('/sys/fs/cgroup/cpu/cgroup.procs', pid);
      } catch {
        // ended meanwhile
      }
    }
    rmdirSync(dir);
  }
}

const parentOf = (pid: number): number => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};
const commOf = (pid: number): string => readFileSync(`/proc/${pid}/comm`, 'utf8').trim();

interface Entry {
  kind: ThrottledKind;
  session: CDPSession;
}

/**
 * Slows the browser `pb` is connected to (Chromium.connectPuppeteer; stop() disconnects it) `rate`
 * times: its process tree, found from the pids Chromium reports (SystemInfo.getProcessInfo) up to
 * its top process, goes into a cgroup with 1/`rate` of the machine's CPU; processes started later
 * are forked inside it. The extension's targets and the game are kept for `verify`.
 */
export async function throttleCpu(pb: Browser, extensionId: string, rate: number, log: (s: string) => void = () => undefined): Promise<CpuThrottle> {
  const ext = `chrome-extension://${extensionId}/`;
  const entries: Entry[] = [];
  const seen = new WeakSet<object>();
  const kindOf = (t: Target): ThrottledKind | null => {
    const url = t.url();
    if (t.type() === 'page' && url.startsWith('https://www.nytimes.com/')) return 'game page';
    if (t.type() === 'page' && url.startsWith(`${ext}src/panel/`)) return 'panel page';
    if (t.type() === 'background_page' && url.startsWith(`${ext}src/offscreen/`)) return 'offscreen document';
    if (t.type() === 'service_worker' && url === `${ext}service-worker-loader.js`) return 'service worker';
    // The solver's worker, a dedicated worker of the offscreen document: puppeteer lists it as 'other'.
    if (t.type() === 'other' && url.startsWith(`${ext}assets/`) && url.endsWith('.js')) return 'solver worker';
    return null;
  };
  async function onTarget(t: Target): Promise<void> {
    const kind = kindOf(t);
    if (!kind || seen.has(t)) return;
    seen.add(t);
    try {
      const session = await t.createCDPSession();
      await session.send('Runtime.runIfWaitingForDebugger').catch(() => undefined);
      entries.push({ kind, session });
    } catch (err) {
      seen.delete(t);
      log(`  could not reach ${kind}: ${String(err)}`);
    }
  }
  pb.on('targetcreated', (t: Target) => void onTarget(t));
  pb.on('targetchanged', (t: Target) => void onTarget(t));
  for (const t of pb.targets()) await onTarget(t);

  const quota = QUOTA_US;
  const period = Math.round(QUOTA_US * rate);
  /** The cgroup of each process throttled, by pid. */
  const groups = new Map<number, string>();
  const setQuota = (q: number) => {
    for (const dir of groups.values()) {
      try {
        writeFileSync(`${dir}/cpu.cfs_quota_us`, String(q));
      } catch {
        // its process ended: the next run's removeGroups() removes its cgroup
      }
    }
  };
  let top = 0;
  /** Gives each process of the browser not throttled yet a cgroup of its own. */
  const adopt = () => {
    for (const pid of tree(top)) {
      if (groups.has(pid)) continue;
      const dir = `${CGROUP}/${pid}`;
      try {
        mkdirSync(dir, { recursive: true });
        writeFileSync(`${dir}/cpu.cfs_period_us`, String(period));
        writeFileSync(`${dir}/cpu.cfs_quota_us`, String(quota));
        writeFileSync(`${dir}/cgroup.procs`, String(pid));
        groups.set(pid, dir);
      } catch {
        // a process that ended meanwhile
      }
    }
  };
  let poller: ReturnType<typeof setInterval> | undefined;
  let applied = false;
  try {
    const root = await pb.target().createCDPSession();
    const info = (await root.send('SystemInfo.getProcessInfo')) as { processInfo: { id: number }[] };
    top = info.processInfo[0]?.id ?? 0;
    while (top > 1 && commOf(parentOf(top)).includes('chrom')) top = parentOf(top);
    removeGroups(); // a run stopped before its stop() left some
    mkdirSync(CGROUP, { recursive: true });
    writeFileSync(`${CGROUP}/cpu.cfs_quota_us`, '-1'); // no limit of its own: its children's are each less
    adopt();
    if (groups.size === 0) throw new Error('no process could be moved');
    poller = setInterval(adopt, 100);
    applied = true;
    log(`  throttled the browser: ${groups.size} processes under ${top}, each in a cgroup with ${quota} of every ${period} µs (one core / ${rate}); later ones as they start`);
  } catch (err) {
    log(`  could not throttle the browser (a writable cgroup v1 cpu controller is needed): ${String(err)}`);
  }

  return {
    async verify() {
      const out: Slowdown[] = [];
      if (!applied) return out;
      for (const e of entries.filter((x) => !x.session.detached)) {
        setQuota(-1);
        const off = await fastest(e.session);
        setQuota(quota);
        const on = await fastest(e.session);
        out.push({ kind: e.kind, how: 'cgroup cpu quota', off, on });
      }
      return out;
    },
    async stop() {
      pb.removeAllListeners('targetcreated');
      pb.removeAllListeners('targetchanged');
      clearInterval(poller);
      if (applied) setQuota(-1);
      await pb.disconnect();
    },
  };
}
