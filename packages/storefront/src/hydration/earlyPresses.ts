declare global {
  interface Window {
    /**
     * The controls only the page's code acts on (buttons of type button, check boxes and
     * radio buttons without a name, which no form submits) and a grid's Add to cart buttons
     * (submit buttons of a form elsewhere in the page, `form=`, which only a browser without
     * scripts sends) pressed before the page hydrated, in order: the staged bootstrap
     * (`modulesAfterFirstPaint`) keeps them from its first moment, and leaves such a box as it
     * was and such a form unsent, since nothing would act on them yet. A form's own fields and
     * buttons, and links, work as the document's meanwhile.
     */
    __earlyPresses?: HTMLElement[];
  }
}

/** How long a press waits for its control to hydrate before it is made anyway. */
const HYDRATION_WAIT_MS = 5_000;

/** Whether React has taken over `node` (it keeps its own record on each element it hydrates). */
const hydrated = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/** The next moment the page is idle: React has no hydration left in hand. */
const whenIdle = (then: () => void) =>
  'requestIdleCallback' in window
    ? window.requestIdleCallback(then, { timeout: 500 })
    : setTimeout(then, 50);

/**
 * Presses the controls the shopper pressed before the page could act on them, once React has
 * hydrated each (call it when hydration has started): the parts that wait to hydrate open
 * first (`openWaitingParts`, as the shopper's first interaction opens them). A press is made
 * on a hydrated control when the page is next idle (so the part it is in has been committed),
 * and React sees the control change as the shopper made it: a box ticked while React hydrated
 * it would read as its starting state. Nothing pressed early is lost: the add-to-cart button
 * adds, the box ticks and filters, the menu opens. Later presses are React's alone.
 */
export function replayEarlyPresses(openWaitingParts: () => void): void {
  const presses = window.__earlyPresses;
  window.__earlyPresses = undefined;
  if (!presses?.length) return;
  openWaitingParts();
  const startedAt = performance.now();
  const pressNext = (index: number) => {
    const control = presses[index];
    if (!control) return;
    if (!hydrated(control) && performance.now() - startedAt < HYDRATION_WAIT_MS) {
      setTimeout(() => pressNext(index), 20);
      return;
    }
    whenIdle(() => {
      if (control.isConnected) control.click();
      setTimeout(() => pressNext(index + 1), 0);
    });
  };
  setTimeout(() => pressNext(0), 0);
}
