import { randomInt } from 'node:crypto';
import type { ExternalLinkTemplates, Language } from '@plume/core';
import type { SessionUser } from '../auth/session-reader';
import type { Logger } from '../logger';
import { sessionMeta } from './app-shell';
import { fillTemplate, type WebRenderer } from './web-renderer';

/** Answers a request as the server would, in the same process (the app's own fetch). */
export type AnswerInProcess = (request: Request) => Response | Promise<Response>;

export interface DeskRequest {
  /** The path and query of the page. */
  url: string;
  language: Language;
  user: SessionUser;
  /** The page request's Cookie header: the API is asked with the writer's session. */
  cookie: string;
}

/**
 * Draws a signed-in writer's desk, so that on a phone it shows as soon as the page and its
 * style sheet arrive, as the signed-out screens do, instead of once all of the desk's code
 * has arrived and run (issue 9, docs/decisions/015). The desk is drawn from the API's own
 * answers to the requests the app would make first (web app/first-answers.ts), asked in
 * this process with the writer's cookie; the page carries them, and the app starts from
 * them and takes the drawn desk over. Null, and the browser draws the desk itself, when
 * the web build cannot draw it, an answer is not a success, or drawing fails.
 */
export function createSignedInPages(options: {
  loadRenderer: () => Promise<WebRenderer | null>;
  template: string;
  links: ExternalLinkTemplates;
  logger: Logger;
  answer: AnswerInProcess;
}): (request: DeskRequest) => Promise<string | null> {
  async function ask(path: string, { cookie, language }: DeskRequest): Promise<unknown> {
    const response = await options.answer(
      new Request(new URL(path, 'http://in-process'), {
        headers: { accept: 'application/json', cookie, 'x-plume-language': language },
      }),
    );
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return response.json();
  }

  async function draw(request: DeskRequest): Promise<string | null> {
    const renderer = await options.loadRenderer();
    if (!renderer?.renderSignedInDesk || !renderer.firstAnswerPaths) return null;
    const paths = Object.values(renderer.firstAnswerPaths(request.language));
    const bodies = await Promise.all(paths.map((path) => ask(path, request)));
    const answers = Object.fromEntries(paths.map((path, index) => [path, bodies[index]]));
    const visitSeed = randomInt(2 ** 31);
    const page = await renderer.renderSignedInDesk(
      { url: request.url, language: request.language, user: request.user, answers, visitSeed },
      { links: options.links },
    );
    return fillTemplate(options.template, request.language, page, {
      rootAttributes: `data-signed-in-language="${request.language}" data-visit-seed="${visitSeed}"`,
      head: `${sessionMeta(request.user)}\n${answersScript(answers)}\n`,
    });
  }

  return (request) =>
    draw(request).catch((error: unknown) => {
      options.logger.error({ err: error, url: request.url }, 'signed-in desk not drawn');
      return null;
    });
}

/**
 * The answers as data the app reads (web main.tsx): a script of type JSON is never run, so
 * the CSP that forbids inline scripts allows it. `<` is written as its escape, so no text
 * in an answer (an idea's title) can close the tag.
 */
function answersScript(answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="plume-first-answers">${json}</script>`;
}
