// Reading the panel inside the page from the test, through the browser's debugging protocol: its
// shadow root is closed, so neither the page's scripts nor Playwright's selectors reach inside;
// CDP's DOM domain does (`pierce`), as a devtools user would. Chromium only.
import type { CDPSession, Page } from 'playwright-core';

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

  async detach(): Promise<void> {
    await this.cdp.detach();
  }
}
