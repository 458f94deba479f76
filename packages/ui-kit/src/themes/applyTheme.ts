/** The element a theme goes on: usually `document.body`. Only its class list is touched. */
export interface ThemeTarget {
  readonly classList: Pick<DOMTokenList, 'add' | 'remove'>;
}

const applied = new WeakMap<ThemeTarget, readonly string[]>();

/**
 * Puts a theme on an element: `applyTheme(document.body, snacksTheme)`. A theme's value is
 * several class names (its custom properties and its page basics), so it cannot go through
 * `classList.add` as one token; this splits it. Applying another theme to the same element
 * first takes off the classes of the one before, so switching themes leaves no mix behind.
 * Answers a function that takes the theme off again (for an effect's clean-up).
 */
export function applyTheme(element: ThemeTarget, theme: string): () => void {
  const classes = theme.split(/\s+/).filter(Boolean);
  if (classes.length === 0) throw new Error('applyTheme: the theme holds no class name');
  const before = applied.get(element);
  if (before) element.classList.remove(...before);
  element.classList.add(...classes);
  applied.set(element, classes);
  return () => {
    if (applied.get(element) !== classes) return;
    element.classList.remove(...classes);
    applied.delete(element);
  };
}
