import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Button } from './Button';

describe('Button', () => {
  it('runs its action on click, Enter and Space', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole('button', { name: 'Add to cart' });
    await button.click();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is a plain button, not a form submit, unless asked', async () => {
    const screen = await render(<Button>Save</Button>);
    await expect.element(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('ignores presses while loading but keeps focus and announces that it is busy', async () => {
    const onClick = vi.fn();
    const screen = await render(
      <Button loading onClick={onClick}>
        Save mix
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save mix' });
    // force: the browser driver refuses to click aria-disabled elements; a user can.
    await button.click({ force: true });
    expect(onClick).not.toHaveBeenCalled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
    expect(button.element()).not.toHaveAttribute('disabled');
    (button.element() as HTMLElement).focus();
    expect(document.activeElement).toBe(button.element());
  });

  it('shows a visible focus ring when reached by keyboard', async () => {
    const screen = await render(<Button>Checkout</Button>);
    await userEvent.tab();
    const button = screen.getByRole('button').element();
    expect(document.activeElement).toBe(button);
    expect(getComputedStyle(button).outlineStyle).toBe('solid');
    expect(getComputedStyle(button).outlineWidth).toBe('2px');
  });

  it('with asChild, styles a link as the button it stands for and keeps it a link', async () => {
    const screen = await render(
      <div>
        <Button>Place order</Button>
        <Button asChild size="large" fullWidth>
          <a href="#checkout">Checkout</a>
        </Button>
      </div>,
    );
    const link = screen.getByRole('link', { name: 'Checkout' }).element() as HTMLElement;
    const button = screen.getByRole('button', { name: 'Place order' }).element() as HTMLElement;
    expect(link.tagName).toBe('A');
    expect(link).toHaveAttribute('href', '#checkout');
    expect(link).not.toHaveAttribute('type');
    const [linkStyle, buttonStyle] = [getComputedStyle(link), getComputedStyle(button)];
    expect(linkStyle.backgroundColor).toBe(buttonStyle.backgroundColor);
    expect(linkStyle.color).toBe(buttonStyle.color);
    expect(linkStyle.textDecorationLine).toBe('none');
    expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    // Full width means the container's width, not past it (a link is content-box by default).
    const container = link.parentElement!.getBoundingClientRect();
    expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(container.right);
    await expectNoAxeViolations();
  });

  it('has no axe violations in any variant', async () => {
    await render(
      <div>
        <Button>Solid</Button>
        <Button variant="outline">Outline</Button>
        <Button variant="ghost" tone="critical">
          Remove
        </Button>
        <Button disabled>Disabled</Button>
      </div>,
    );
    await expectNoAxeViolations();
  });
});
