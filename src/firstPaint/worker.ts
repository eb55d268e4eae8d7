import './browserGlobals';
import { parentPort } from 'node:worker_threads';
import { visit } from './browserGlobals';
import type { Painted } from './render';

/** A request from the server (server/static/firstPaint.ts) and its answer. */
export type FirstPaintRequest = { id: number; url: string; answers: Record<string, unknown> };
export type FirstPaintAnswer = ({ id: number } & Painted) | { id: number; error: string };

// The app's modules read the browser's globals as they load: after these are in place.
const { renderFirstPaint } = await import('./render');

// One page at a time: the app's globals (the address, the language) are the page's while it is painted.
let queue = Promise.resolve();
parentPort?.on('message', ({ id, url, answers }: FirstPaintRequest) => {
  queue = queue.then(async () => {
    let answer: FirstPaintAnswer;
    try {
      const address = new URL(url);
      visit(address);
      answer = { id, ...(await renderFirstPaint(address.pathname, answers)) };
    } catch (error) {
      answer = { id, error: error instanceof Error ? error.message : String(error) };
    }
    parentPort?.postMessage(answer);
  });
});
parentPort?.postMessage({ ready: true });
