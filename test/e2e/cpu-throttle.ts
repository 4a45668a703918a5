// A phone's CPU in the test browser: every target that does work for the game and the extension
// slowed `rate` times. The pages (the game, the panel, the offscreen document that hosts the solver)
// by Chromium's own CPU throttling, CDP Emulation.setCPUThrottlingRate. Chromium refuses that for
// workers ("Operation is only supported for pages, not workers"), and the solver runs in one: the
// solver's worker and the service worker are slowed by pausing their JavaScript (rate-1)/rate of the
// time (CDP Debugger.pause / Debugger.resume), a coarse copy of what Chromium's throttler does to a
// page's main thread (it suspends the thread for slices of wall time, whatever it is doing).
// `verify` measures each target's slowdown on a busy loop, throttle off then on.
import type { Browser, CDPSession, Target } from 'puppeteer-core';

export type ThrottledKind = 'game page' | 'panel page' | 'offscreen document' | 'solver worker' | 'service worker';

export interface Slowdown {
  kind: ThrottledKind;
  how: 'Emulation.setCPUThrottlingRate' | 'Debugger pauses';
  /** Why Chromium's own throttling was refused, when it was. */
  refused?: string;
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
const now = () => performance.now();
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

/**
 * Pauses a worker's JavaScript (rate-1)/rate of the time: it runs `runMs`, then stays paused
 * until `rate` times that has passed. A pause that takes long to land found the worker idle
 * (it stops at its next statement, having hardly run): it is let go at once, so an idle worker is
 * not charged for its idleness.
 */
class PauseCycle {
  private on = false;
  private resumedAt = 0;
  private pauseSentAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly session: CDPSession,
    private readonly rate: number,
    private readonly runMs = 10,
  ) {}

  async start(): Promise<void> {
    if (this.on) return;
    await this.session.send('Debugger.enable');
    this.session.on('Debugger.paused', this.paused);
    this.on = true;
    this.resume();
  }

  async stop(): Promise<void> {
    this.on = false;
    clearTimeout(this.timer);
    this.session.off('Debugger.paused', this.paused);
    await this.session.send('Debugger.resume').catch(() => undefined);
    await this.session.send('Debugger.disable').catch(() => undefined);
  }

  private readonly resume = () => {
    if (!this.on) return;
    this.resumedAt = now();
    void this.session.send('Debugger.resume').catch(() => undefined);
    this.timer = setTimeout(this.pause, this.runMs);
  };

  private readonly pause = () => {
    if (!this.on) return;
    this.pauseSentAt = now();
    void this.session.send('Debugger.pause').catch(() => undefined);
  };

  // Resume and pause take about as long to reach the worker, so it ran for as long as lay between
  // sending the one and the other; the next resume goes out `rate` times that after the last.
  private readonly paused = () => {
    if (!this.on) return void this.session.send('Debugger.resume').catch(() => undefined);
    const t = now();
    const ran = t - this.pauseSentAt > 25 ? 0 : this.pauseSentAt - this.resumedAt;
    clearTimeout(this.timer);
    this.timer = setTimeout(this.resume, Math.max(0, this.resumedAt + ran * this.rate - t));
  };
}

interface Entry {
  kind: ThrottledKind;
  session: CDPSession;
  cycle?: PauseCycle;
  refused?: string;
}

/**
 * Throttles every target of the extension `extensionId` and the game, now and as they appear
 * (a page opened later, the offscreen document and its worker started later, a restarted service
 * worker). `pb`: puppeteer-core connected to the browser (Chromium.connectPuppeteer); stop() disconnects it.
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

  async function worker(kind: ThrottledKind, session: CDPSession): Promise<void> {
    const e: Entry = { kind, session };
    // Tried first, so the note says what Chromium answers today rather than what it answered once.
    await session.send('Emulation.setCPUThrottlingRate', { rate }).catch((err: unknown) => (e.refused = String(err instanceof Error ? err.message : err).replace(/^Protocol error \([^)]*\): /, '')));
    if (e.refused) {
      e.cycle = new PauseCycle(session, rate);
      await e.cycle.start();
    }
    // A worker attached as it starts waits for its debuggers before running its first line.
    await session.send('Runtime.runIfWaitingForDebugger').catch(() => undefined);
    entries.push(e);
    log(`  throttled ${kind} (${e.cycle ? `Debugger pauses; Emulation refused: ${e.refused}` : 'Emulation'})`);
  }

  async function onTarget(t: Target): Promise<void> {
    const kind = kindOf(t);
    if (!kind || seen.has(t)) return;
    seen.add(t);
    try {
      if (kind === 'service worker' || kind === 'solver worker') return await worker(kind, await t.createCDPSession());
      const session = await t.createCDPSession();
      await session.send('Emulation.setCPUThrottlingRate', { rate });
      const e: Entry = { kind, session };
      entries.push(e);
        log(`  throttled ${kind} (Emulation)`);
      if (kind === 'offscreen document') {
        // The solver host's warnings (a worker it gave up on and restarted) say what the throttle did to it.
        session.on('Runtime.consoleAPICalled', (e: { type: string; args: { value?: unknown }[] }) => {
          if (e.type === 'warning' || e.type === 'error') log(`  offscreen ${e.type}: ${e.args.map((a) => String(a.value ?? '')).join(' ')}`);
        });
        await session.send('Runtime.enable');
      }
    } catch (err) {
      seen.delete(t);
      log(`  could not throttle ${kind}: ${String(err)}`);
    }
  }

  // A page is created as about:blank and becomes the game when it navigates.
  pb.on('targetcreated', (t: Target) => void onTarget(t));
  pb.on('targetchanged', (t: Target) => void onTarget(t));
  for (const t of pb.targets()) await onTarget(t);

  return {
    async verify() {
      const out: Slowdown[] = [];
      for (const e of entries.filter((x) => !x.session.detached)) {
        let off: number;
        let on: number;
        if (e.cycle) {
          await e.cycle.stop();
          off = await fastest(e.session);
          await e.cycle.start();
          on = await fastest(e.session);
        } else {
          await e.session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          off = await fastest(e.session);
          await e.session.send('Emulation.setCPUThrottlingRate', { rate });
          on = await fastest(e.session);
        }
        out.push({ kind: e.kind, how: e.cycle ? 'Debugger pauses' : 'Emulation.setCPUThrottlingRate', ...(e.refused ? { refused: e.refused } : {}), off, on });
      }
      return out;
    },
    async stop() {
      pb.removeAllListeners('targetcreated');
      pb.removeAllListeners('targetchanged');
      for (const e of entries.filter((x) => !x.session.detached)) {
        if (e.cycle) await e.cycle.stop();
        else await e.session.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
      }
      await pb.disconnect();
    },
  };
}
