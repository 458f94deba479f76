import axe from 'axe-core';
import { expect } from 'vitest';
import { settleAnimations } from './animations';

/** Resolves after the browser has painted the next frame, so portals have mounted. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Runs axe-core (WCAG 2.0-2.2 A and AA rules) over the element, or the whole document,
 * and fails with a readable list of violations. It first lets overlays finish fading in:
 * the contrast rule would otherwise judge a half-transparent frame.
 */
export async function expectNoAxeViolations(context: Element | Document = document) {
  await nextFrame();
  await settleAnimations();
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  });
  const violations = results.violations.map(
    (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(violations, violations.join('\n')).toEqual([]);
}
