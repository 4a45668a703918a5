// Reading the panel inside the page from the test, through the browser's debugging protocol: its
// shadow root is closed, so neither the page's scripts nor Playwright's selectors reach inside;
// CDP's DOM domain does (`pierce`), as a devtools user would. Chromium only (Firefox:
// closed-shadow-bidi.ts).
import type { CDPSession, Page } from 'playwright-core';
import { AXE_SOURCE, type Violation, violationLines } from './axe';

interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
  shadowRootType?: string;
}

export interface Found {
  text: string;
  attrs: Record<string, string>;
  /** The element's border box in the viewport's CSS pixels. */
  box: { x: number; y: number; width: number; height: number };
}

const attrsOf = (n: DomNode) => Object.fromEntries((n.attributes ?? []).flatMap((v, i, a) => (i % 2 === 0 ? [[v, a[i + 1]]] : [])));

function textOf(n: DomNode): string {
  if (n.nodeType === 3) return n.nodeValue;
  return [...(n.children ?? []), ...(n.shadowRoots ?? [])].map(textOf).join('');
}

function* walk(n: DomNode, inClosed: boolean): Generator<{ node: DomNode; inClosed: boolean }> {
  yield { node: n, inClosed };
  for (const root of n.shadowRoots ?? []) yield* walk(root, inClosed || root.shadowRootType === 'closed');
  for (const c of n.children ?? []) yield* walk(c, inClosed);
}

export class ClosedShadow {
  private constructor(private readonly cdp: CDPSession) {}

  static async of(page: Page): Promise<ClosedShadow> {
    return new ClosedShadow(await page.context().newCDPSession(page));
  }

  /** How many closed shadow roots the document holds. */
  async closedRoots(): Promise<number> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    let n = 0;
    for (const { node } of walk(root, false)) for (const r of node.shadowRoots ?? []) if (r.shadowRootType === 'closed') n++;
    return n;
  }

  /** Every element with this data-testid inside a closed shadow root. */
  async all(testId: string): Promise<Found[]> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const out: Found[] = [];
    for (const { node, inClosed } of walk(root, false)) {
      const attrs = attrsOf(node);
      if (!inClosed || attrs['data-testid'] !== testId) continue;
      const { model } = (await this.cdp.send('DOM.getBoxModel', { nodeId: node.nodeId })) as { model: { border: number[] } };
      const [x1, y1, x2, , , y3] = model.border;
      out.push({ text: textOf(node), attrs, box: { x: x1, y: y1, width: x2 - x1, height: y3 - y1 } });
    }
    return out;
  }

  /** Scrolls the first element with this data-testid into view (inside its scrolling box), as a player would before a tap. */
  async reveal(testId: string): Promise<void> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    for (const { node, inClosed } of walk(root, false)) {
      if (inClosed && attrsOf(node)['data-testid'] === testId) return void (await this.cdp.send('DOM.scrollIntoViewIfNeeded', { nodeId: node.nodeId }));
    }
  }

  async one(testId: string): Promise<Found | null> {
    const [f] = await this.all(testId);
    return f ?? null;
  }

  /**
   * axe-core's violations inside the closed root, checked in an isolated world of the test's own
   * (CDP Page.createIsolatedWorld, a world like a content script's): axe reads shadow trees through
   * `shadowRoot`, which a closed root's host answers with null, so in that world alone the host is
   * given its root back (a property of that world's own view of the host), and axe checks the
   * host's tree. The page's scripts never see either.
   */
  async axe(): Promise<string[]> {
    const { root } = (await this.cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const hosts = [...walk(root, false)].flatMap(({ node }) => (node.shadowRoots ?? []).filter((r) => r.shadowRootType === 'closed').map((r) => ({ host: node, root: r })));
    if (hosts.length !== 1) throw new Error(`expected one closed root, found ${hosts.length}`);
    const { frameTree } = (await this.cdp.send('Page.getFrameTree')) as { frameTree: { frame: { id: string } } };
    const { executionContextId } = await this.cdp.send('Page.createIsolatedWorld', { frameId: frameTree.frame.id, worldName: 'wordle-assistant-test' });
    const loaded = await this.cdp.send('Runtime.evaluate', { expression: AXE_SOURCE, contextId: executionContextId });
    if (loaded.exceptionDetails) throw new Error(`axe did not load: ${loaded.exceptionDetails.text}`);
    const handle = async (nodeId: number) => (await this.cdp.send('DOM.resolveNode', { nodeId, executionContextId })).object.objectId!;
    const r = await this.cdp.send('Runtime.callFunctionOn', {
      objectId: await handle(hosts[0].host.nodeId),
      arguments: [{ objectId: await handle(hosts[0].root.nodeId) }],
      functionDeclaration: `async function (root) {
        Object.defineProperty(this, 'shadowRoot', { get: () => root, configurable: true });
        const r = await window.axe.run(this, { resultTypes: ['violations'] });
        return r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
      }`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (r.exceptionDetails) throw new Error(`axe failed: ${r.exceptionDetails.text} ${r.exceptionDetails.exception?.description ?? ''}`);
    return violationLines(r.result.value as Violation[]);
  }

  async detach(): Promise<void> {
    await this.cdp.detach();
  }
}
