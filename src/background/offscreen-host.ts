// Chrome: the solver worker runs in an offscreen document (reason WORKERS). Only one offscreen
// document may exist per extension, and a restarted service worker does not know whether one is
// open, so ask the browser before creating it; concurrent callers share one creation.
//
// The document can close under a job (the browser, devtools, a crash): the reply then fails with
// Chrome's own text ("the message channel closed before a response was received", "Receiving end
// does not exist"). Such a job is sent again to a new document, at most MAX_ATTEMPTS times; the
// player only ever sees SOLVER_LOST, the browser's words go to the console. A job is not sent again
// once a newer job under its key has been sent: arriving after it, the older one would replace it in
// the worker's queue (job-queue.ts), which answers the newer one `stale`, and then nobody would
// answer the newer board. The older one is answered `stale` itself, as the queue would have.
//
// With no panel open the document is closed once no job has run for a while (rest), and opened
// again by the next job; a panel opening opens it at once (warm).
import { solverLost, type Job, type JobOutcome, type SolverHost } from '../shared/jobs';
import { sendToOffscreen } from '../shared/messages';
import { pause } from '../shared/pause';
import { QuietClose } from '../shared/quiet-close';

const OFFSCREEN_PATH = 'src/offscreen/index.html';
const MAX_ATTEMPTS = 4;

export function offscreenHost(): SolverHost {
  let creating: Promise<void> | null = null;
  /**
   * Whether this service worker saw the document open and has not closed it or lost a job to it
   * since: the browser is not asked again for every job (a round trip to its process, 10-40 ms on
   * a phone's CPU, before each of a row's two jobs). A document closed by someone else is seen as a
   * failed send, which forgets this and asks.
   */
  let open = false;
  /** Whether a job was answered since the document last opened (SolverHost.ready). */
  let answered = false;
  async function ensureDocument(): Promise<void> {
    if (open) return;
    const url = chrome.runtime.getURL(OFFSCREEN_PATH);
    const existing = await chrome.runtime.getContexts({ contextTypes: ['OFFSCREEN_DOCUMENT' as chrome.runtime.ContextType], documentUrls: [url] });
    if (existing.length === 0) {
      creating ??= chrome.offscreen
        .createDocument({ url, reasons: ['WORKERS' as chrome.offscreen.Reason], justification: 'Runs the Wordle solver in a Web Worker.' })
        .finally(() => (creating = null));
      await creating;
    }
    open = true;
  }

  /** The newest job sent under each key, by its number. */
  const newest = new Map<string, number>();
  let sent = 0;
  /** Jobs not answered yet: rest() waits for quiet. */
  let inFlight = 0;
  const quiet = new QuietClose({
    busy: () => inFlight > 0,
    // None open (a restarted service worker does not know): nothing to close.
    close: () => {
      open = false;
      answered = false;
      void chrome.offscreen.closeDocument().catch(() => undefined);
    },
    now: Date.now,
  });

  /** Sends job number `n` until a document answers, it is lost for good, or a newer job under its key was sent. */
  async function send(key: string, job: Job, n: number): Promise<JobOutcome> {
    for (let attempt = 1; ; attempt++) {
      if (attempt > 1 && newest.get(key) !== n) return { kind: 'stale' };
      let why: string;
      try {
        await ensureDocument();
        const reply = await sendToOffscreen({ type: 'bg:job', key, job });
        if (reply.ok) {
          answered = true;
          return reply.value;
        }
        why = reply.error;
      } catch (e) {
        why = `could not start the solver: ${e instanceof Error ? e.message : String(e)}`;
      }
      open = false;
      answered = false;
      console.warn(`[wordle-assistant] solver job ${key} lost (attempt ${attempt}/${MAX_ATTEMPTS}): ${why}`);
      if (attempt >= MAX_ATTEMPTS) return solverLost(job);
      await pause(200 * attempt); // a closing document may still be listed for a moment
    }
  }

  return {
    async run(key, job) {
      const n = ++sent;
      newest.set(key, n);
      inFlight++;
      quiet.touch();
      try {
        return await send(key, job, n);
      } finally {
        inFlight--;
        quiet.touch();
        if (newest.get(key) === n) newest.delete(key);
      }
    },
    warm() {
      quiet.cancel();
      ensureDocument().catch((e: unknown) => console.warn('[wordle-assistant] could not start the solver:', e));
    },
    rest: () => quiet.rest(),
    ready: () => answered,
  };
}
