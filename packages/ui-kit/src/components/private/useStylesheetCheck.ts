import { useEffect } from 'react';

// Typed here rather than through @types/node: the kit's build targets the browser, and a
// consumer's bundler replaces this expression (Vite, webpack), so the check below is dead
// code in a production build.
declare const process: { env: { NODE_ENV?: string } };

/** Components already checked in this page: the warning is given once per component. */
const checked = new Set<string>();

/** The rules of a stylesheet and of the groups (`@media`, `@layer`...) inside it. */
function* styleRules(rules: CSSRuleList): Generator<CSSStyleRule> {
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) yield rule;
    if ('cssRules' in rule) yield* styleRules(rule.cssRules as CSSRuleList);
  }
}

/**
 * Whether a rule of the page's stylesheets names `.className`: true or false, or undefined
 * when a stylesheet cannot be read (another origin's, or one still loading), so nothing can
 * be told.
 */
function pageHasRuleFor(className: string, doc: Document = document): boolean | undefined {
  const selector = new RegExp(`\\.${className.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`);
  let unreadable = false;
  for (const sheet of doc.styleSheets) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      unreadable = true;
      continue;
    }
    for (const rule of styleRules(rules)) if (selector.test(rule.selectorText)) return true;
  }
  const loading = [...doc.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].some(
    (link) => !link.sheet,
  );
  return unreadable || loading ? undefined : false;
}

function warnWhenUnstyled(component: string, className: string) {
  if (checked.has(component)) return;
  checked.add(component);
  if (pageHasRuleFor(className) !== false) return;
  console.warn(
    `@snackshop/ui-kit: ${component} is rendered without its styles (no rule in the page ` +
      `names .${className}), so it looks like native HTML. In a bundler, import it from ` +
      `'@snackshop/ui-kit/components/${component}', which brings its stylesheets, or import ` +
      `'@snackshop/ui-kit/styles.css' once at the app's entry. See the kit's MIGRATION.md.`,
  );
}

function useCheckInDevelopment(component: string, className: string) {
  useEffect(() => {
    if (checked.has(component)) return undefined;
    if (document.readyState === 'complete') {
      warnWhenUnstyled(component, className);
      return undefined;
    }
    const check = () => warnWhenUnstyled(component, className);
    window.addEventListener('load', check, { once: true });
    return () => window.removeEventListener('load', check);
  }, [component, className]);
}

function useNoCheck() {}

/**
 * In development, warns once per component when the page holds no rule for its root class:
 * the stylesheets were not imported. Checked after the page's stylesheets have loaded; in a
 * production build the check is dead code.
 */
export const useStylesheetCheck: (component: string, className: string) => void =
  process.env.NODE_ENV === 'production' ? useNoCheck : useCheckInDevelopment;
