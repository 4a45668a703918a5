// Placeholder so the panel compiles; the extension helper replaces this file.
import type { Connector } from './connector';

export function createExtensionConnector(): Connector {
  throw new Error('not built yet');
}
