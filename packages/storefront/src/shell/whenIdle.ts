/**
 * Runs `task` once the browser is idle after the page has loaded (after a short timeout
 * where there is no idle callback), and returns the cancel function for an effect's cleanup.
 * The shell uses it to fetch the code of popups and drawers before anyone asks for them.
 */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(task, 2_000);
  return () => clearTimeout(id);
}
