// Reading the panel inside the page in Firefox, through WebDriver BiDi: its shadow root is closed,
// so the page's scripts cannot reach inside, but BiDi hands a test the root (`includeShadowTree:
// 'all'` serialises closed roots too), as Chromium's CDP does (closed-shadow.ts). Everything
// here runs in a BiDi sandbox: a world of its own over the page's DOM, like a content script's,
// so what it does there (axe's copy, the root shown to axe) is never seen by the page's scripts.
import type { Browser, Page } from 'puppeteer-core';
import type { Found } from './closed-shadow';
import { AXE_SOURCE, type Violation, violationLines } from './axe';

interface Bidi {
  send(method: string, params: unknown): Promise<{ result: Record<string, unknown> }>;
}

interface RemoteNode {
  type: string;
  sharedId?: string;
  value?: { localName?: string; shadowRoot?: { sharedId: string; value?: { mode?: string } } | null };
}

const SANDBOX = 'wordle-assistant-test';

export class FirefoxClosedShadow {
  private constructor(
    private readonly bidi: Bidi,
    private readonly context: string,
  ) {}

  static of(browser: Browser, page: Page): FirefoxClosedShadow {
    // puppeteer-core's BiDi browser keeps its connection, and a frame its context id, off the public types.
    const bidi = (browser as unknown as { connection: Bidi }).connection;
    return new FirefoxClosedShadow(bidi, (page.mainFrame() as unknown as { _id: string })._id);
  }

  /** The elements right under <html> that host a closed shadow root, with their roots. */
  private async hosts(): Promise<{ host: string; root: string }[]> {
    const r = await this.bidi.send('script.evaluate', {
      expression: '[...document.documentElement.children]',
      target: { context: this.context, sandbox: SANDBOX },
      awaitPromise: false,
      serializationOptions: { maxDomDepth: 1, includeShadowTree: 'all' },
    });
    const list = ((r.result.result as { value?: RemoteNode[] }).value ?? []);
    return list.flatMap((n) => (n.sharedId && n.value?.shadowRoot?.value?.mode === 'closed' ? [{ host: n.sharedId, root: n.value.shadowRoot.sharedId }] : []));
  }

  private async call<T>(fn: string, args: unknown[]): Promise<T> {
    const r = await this.bidi.send('script.callFunction', {
      functionDeclaration: fn,
      arguments: args,
      target: { context: this.context, sandbox: SANDBOX },
      awaitPromise: true,
    });
    if (r.result.type === 'exception') throw new Error(`in the sandbox: ${JSON.stringify(r.result.exceptionDetails)}`);
    return JSON.parse((r.result.result as { value: string }).value) as T;
  }

  /** How many closed shadow roots hang right under <html> (where the panel's host lives). */
  async closedRoots(): Promise<number> {
    return (await this.hosts()).length;
  }

  /** Every element with this data-testid inside a closed shadow root. */
  async all(testId: string): Promise<Found[]> {
    const out: Found[] = [];
    for (const { root } of await this.hosts()) {
      const found = await this.call<Found[]>(
        `(root, id) => JSON.stringify([...root.querySelectorAll('[data-testid="' + id + '"]')].map((e) => {
          const r = e.getBoundingClientRect();
          return { text: e.textContent, attrs: Object.fromEntries([...e.attributes].map((a) => [a.name, a.value])), box: { x: r.x, y: r.y, width: r.width, height: r.height } };
        }))`,
        [{ sharedId: root }, { type: 'string', value: testId }],
      );
      out.push(...found);
    }
    return out;
  }

  /** Scrolls the first element with this data-testid into view (inside its scrolling box), as a player would before a tap. */
  async reveal(testId: string): Promise<void> {
    for (const { root } of await this.hosts()) {
      await this.call<null>(
        `(root, id) => JSON.stringify(root.querySelector('[data-testid="' + id + '"]')?.scrollIntoView({ block: 'nearest' }) ?? null)`,
        [{ sharedId: root }, { type: 'string', value: testId }],
      );
    }
  }

  async one(testId: string): Promise<Found | null> {
    const [f] = await this.all(testId);
    return f ?? null;
  }

  /**
   * axe-core's violations inside the closed root. axe reads shadow trees through `shadowRoot`,
   * which a closed root's host answers with null; in the sandbox alone the host is given its root
   * back (a property of the sandbox's own view of the host), and axe checks the host's tree.
   */
  async axe(): Promise<string[]> {
    const hosts = await this.hosts();
    if (hosts.length !== 1) throw new Error(`expected one closed root, found ${hosts.length}`);
    const loaded = await this.bidi.send('script.evaluate', { expression: `${AXE_SOURCE};'loaded'`, target: { context: this.context, sandbox: SANDBOX }, awaitPromise: false });
    if (loaded.result.type === 'exception') throw new Error(`axe did not load in the sandbox: ${JSON.stringify(loaded.result.exceptionDetails)}`);
    const violations = await this.call<Violation[]>(
      `async (host, root) => {
        Object.defineProperty(host, 'shadowRoot', { get: () => root, configurable: true });
        const r = await window.axe.run(host, { resultTypes: ['violations'] });
        return JSON.stringify(r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) })));
      }`,
      [{ sharedId: hosts[0].host }, { sharedId: hosts[0].root }],
    );
    return violationLines(violations);
  }
}
