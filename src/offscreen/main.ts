// Chrome's offscreen document: exists only because a service worker cannot start a Web Worker.
// It relays the background's jobs to the solver's workers and the outcomes back.
import { listen, parseBackgroundToOffscreen, isBackground, assertNever } from '../shared/messages';
import { WorkerPool } from '../shared/worker-pool';

const client = new WorkerPool(() => new Worker(new URL('../worker/main.ts', import.meta.url), { type: 'module' }));
client.warm();

listen(isBackground, parseBackgroundToOffscreen, async (msg) => {
  switch (msg.type) {
    case 'bg:job':
      return client.run(msg.key, msg.job);
    default:
      return assertNever(msg.type);
  }
});
