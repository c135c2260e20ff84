/**
 * Runs `task` once the browser has nothing more urgent to do, so that work nobody waits
 * for stays out of the tasks that draw a screen; soon after where the browser cannot tell
 * (Safari has no requestIdleCallback).
 */
export function whenIdle(task: () => void) {
  (globalThis.requestIdleCallback ?? setTimeout)(task);
}
