import { Worker } from 'node:worker_threads';
import type { IdeaDocument } from '@plume/core/history';
import type { Language } from '@plume/core/i18n';

/** What a Word file is built from: plain data, copied to the thread that builds it. */
export interface DocxJob {
  ideas: IdeaDocument[];
  name: string;
  language: Language;
}

/** The thread's answer to the job of number `id`. */
export type DocxReply = { id: number; file: Uint8Array } | { id: number; error: string };

/** How long the thread outlives its last job: its memory is given back after a quiet spell. */
const IDLE_MS = 60_000;

/**
 * The thread: `dist/docx-worker.js` in the build (build.mjs), beside the chunk this module
 * is bundled into; from the sources (the tests, `npm run dev`), the module beside this one,
 * loaded through tsx as they are.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./docx-worker.js', import.meta.url));
  }
  const load = `import('tsx/esm/api').then((tsx) => tsx.tsImport('./docx-worker.ts', ${JSON.stringify(import.meta.url)}))`;
  return new Worker(load, { eval: true });
}

let worker: Worker | undefined;
let idle: NodeJS.Timeout | undefined;
let lastId = 0;
const pending = new Map<
  number,
  { resolve: (file: Uint8Array) => void; reject: (error: Error) => void }
>();

/** Fails every job of the thread, which stopped unasked; the next job starts another. */
function lost(error: Error) {
  worker = undefined;
  for (const job of pending.values()) job.reject(error);
  pending.clear();
}

/** Ends an idle thread; a job from now on starts another rather than reach this one. */
function retire(idleWorker: Worker) {
  if (worker === idleWorker) worker = undefined;
  void idleWorker.terminate();
}

function thread(): Worker {
  if (worker) return worker;
  const started = startWorker();
  // A thread left with nothing to do never holds the server up at exit.
  started.unref();
  started.on('message', (reply: DocxReply) => {
    const job = pending.get(reply.id);
    pending.delete(reply.id);
    if ('file' in reply) job?.resolve(reply.file);
    else job?.reject(new Error(`the Word file could not be built: ${reply.error}`));
    if (pending.size === 0) idle = setTimeout(() => retire(started), IDLE_MS).unref();
  });
  started.on('error', (error: Error) => {
    if (worker === started) lost(error);
  });
  started.on('exit', (code) => {
    if (worker === started) lost(new Error(`the Word files' thread stopped (${code})`));
  });
  worker = started;
  return started;
}

/**
 * Ideas as one Word document, built on a thread of its own (docs/decisions/039): the docx
 * library lays a whole document out in one synchronous pass, which for a line's full story
 * bible held the server's one thread, and every other request, for a second or more. One
 * thread builds them all, one after another, so that Word files never take more than one
 * core; it starts with the first and ends a minute after the last.
 */
export function ideasToDocxOffThread(job: DocxJob): Promise<Uint8Array<ArrayBuffer>> {
  clearTimeout(idle);
  const id = ++lastId;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve: (file) => resolve(new Uint8Array(file)), reject });
    thread().postMessage({ id, job });
  });
}
