// Chrome: the solver worker runs in an offscreen document (reason WORKERS). Only one offscreen
// document may exist per extension, and a restarted service worker does not know whether one is
// open, so ask the browser before creating it; concurrent callers share one creation.
import { sendToOffscreen } from '../shared/messages';
import { failed, type SolverHost } from './solver-host';

const OFFSCREEN_PATH = 'src/offscreen/index.html';

export function offscreenHost(): SolverHost {
  let creating: Promise<void> | null = null;
  async function ensureDocument(): Promise<void> {
    const url = chrome.runtime.getURL(OFFSCREEN_PATH);
    const existing = await chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT' as chrome.runtime.ContextType], documentUrls: [url] });
    if (existing.length > 0) return;
    creating ??= chrome.offscreen
      .createDocument({ url, reasons: ['WORKERS' as chrome.offscreen.Reason], justification: 'Runs the Wordle solver in a Web Worker.' })
      .finally(() => (creating = null));
    await creating;
  }
  return {
    async run(key, job) {
      try {
        await ensureDocument();
      } catch (e) {
        return failed(job, `could not start the solver: ${e instanceof Error ? e.message : String(e)}`);
      }
      const reply = await sendToOffscreen({ type: 'bg:job', key, job });
      return reply.ok ? reply.value : failed(job, reply.error);
    },
  };
}
