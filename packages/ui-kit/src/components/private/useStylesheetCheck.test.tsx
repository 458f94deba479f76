import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ProductTile } from '../ProductTile/ProductTile';
import { useStylesheetCheck } from './useStylesheetCheck';

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
});
