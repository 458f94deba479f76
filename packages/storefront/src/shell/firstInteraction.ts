/** What counts as the shopper starting to use the page. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

let interacted: Promise<void> | null = null;

/**
 * Resolves at the shopper's first interaction with the page: a press, a touch, a key, or
 * focus moving into it. Code that only an interaction can need (the search suggestions,
 * the ZIP dialog, the mini cart) is fetched from then on, not while the page loads, so a
 * page that is only looked at loads none of it. On the server it resolves at once.
 */
export function firstInteraction(): Promise<void> {
  interacted ??=
    typeof window === 'undefined'
      ? Promise.resolve()
      : new Promise((resolve) => {
          const done = () => {
            for (const type of INTERACTIONS) window.removeEventListener(type, done, true);
            resolve();
          };
          for (const type of INTERACTIONS) {
            window.addEventListener(type, done, { capture: true, passive: true });
          }
        });
  return interacted;
}
