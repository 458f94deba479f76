import { composeStories } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import { ProductTile } from '../ProductTile/ProductTile';
import { useStylesheetCheck } from './useStylesheetCheck';

type StoryModule = Parameters<typeof composeStories>[0];

const storyModules = import.meta.glob<StoryModule>('../*/*.stories.tsx', { eager: true });

function Probe({ name, className }: { name: string; className: string }) {
  useStylesheetCheck(name, className);
  return <p className={className}>{name}</p>;
}

describe('useStylesheetCheck', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('warns once, naming the entry to import, when no rule names the root class', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render(
      <>
        <Probe name="Unstyled" className="unstyled-root" />
        <Probe name="Unstyled" className="unstyled-root" />
      </>,
    );
    await expect.poll(() => warn.mock.calls.length).toBe(1);
    expect(warn.mock.calls[0]?.[0]).toContain("'@snackshop/ui-kit/components/Unstyled'");
    await render(<Probe name="Unstyled" className="unstyled-root" />);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('is silent when the page holds the component’s rules', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = '@media (min-width: 1px) { .styled-root:hover { color: red } }';
    try {
      await render(<Probe name="Styled" className="styled-root" />);
      await render(
        <ProductTile
          href="/p"
          brand="Brand"
          title="Chips"
          priceCents={2499}
          image={{ src: 'data:,', alt: '' }}
        />,
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(warn).not.toHaveBeenCalled();
    } finally {
      style.remove();
    }
  });

  it('does not take a longer class name for the root class', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const style = document.head.appendChild(document.createElement('style'));
    style.textContent = '.prefix-root-long { color: red }';
    try {
      await render(<Probe name="Prefix" className="prefix-root" />);
      await expect.poll(() => warn.mock.calls.length).toBe(1);
    } finally {
      style.remove();
    }
  });

  // The class each component checks is one its stylesheet has a rule for: in the tests the
  // kit's styles are in the page, so no story of any component may warn.
  it('is silent for every story of the kit, its styles loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const module of Object.values(storyModules)) {
      for (const Story of Object.values(composeStories(module)) as ComponentType[]) {
        await render(<Story />);
        await cleanup();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    const ours = warn.mock.calls.filter(([message]) => String(message).startsWith('@snackshop'));
    expect(ours).toEqual([]);
  });
});
