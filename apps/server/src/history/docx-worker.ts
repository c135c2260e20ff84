import { parentPort } from 'node:worker_threads';
import type { DocxJob, DocxReply } from './docx-off-thread';
import { ideasToDocx } from './idea-docx';

/*
 * The thread that builds the Word files (docx-off-thread.ts): each job in, its file's bytes
 * or its failure out, under the job's number.
 */
parentPort?.on('message', async ({ id, job }: { id: number; job: DocxJob }) => {
  let reply: DocxReply;
  try {
    reply = { id, file: await ideasToDocx(job.ideas, job.name, job.language) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
