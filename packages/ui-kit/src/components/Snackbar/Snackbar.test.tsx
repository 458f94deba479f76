import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { SNACKBAR_DEFAULT_DURATION, Snackbar } from './Snackbar';

describe('Snackbar', () => {
  describe('timing', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('closes after exactly 4000 ms by default', async () => {
      expect(SNACKBAR_DEFAULT_DURATION).toBe(4000);
      const onClose = vi.fn();
      await render(<Snackbar open message="Saved" onClose={onClose} />);
      vi.advanceTimersByTime(3999);
      expect(onClose).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onClose).toHaveBeenCalledOnce();
    });

    it('honours a custom duration, and stays when the duration is null', async () => {
      const onClose = vi.fn();
      const screen = await render(
        <Snackbar open message="Saved" duration={1000} onClose={onClose} />,
      );
      vi.advanceTimersByTime(1000);
      expect(onClose).toHaveBeenCalledOnce();
      onClose.mockClear();
      await screen.rerender(<Snackbar open message="Saved" duration={null} onClose={onClose} />);
      vi.advanceTimersByTime(60_000);
      expect(onClose).not.toHaveBeenCalled();
    });

    it('pauses while focused and restarts the full time on leaving', async () => {
      const onClose = vi.fn();
      const screen = await render(
        <>
          <Snackbar open message="Saved" onClose={onClose} />
          <button type="button">Elsewhere</button>
        </>,
      );
      vi.advanceTimersByTime(3000);
      (screen.getByRole('button', { name: 'Close' }).element() as HTMLElement).focus();
      // Let React commit the focus state before time moves on.
      await vi.advanceTimersByTimeAsync(0);
      vi.advanceTimersByTime(10_000);
      expect(onClose).not.toHaveBeenCalled();
      (screen.getByRole('button', { name: 'Elsewhere' }).element() as HTMLElement).focus();
      await vi.advanceTimersByTimeAsync(0);
      vi.advanceTimersByTime(3999);
      expect(onClose).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onClose).toHaveBeenCalledOnce();
    });
  });

  it('closes on Escape and from its close button', async () => {
    const onClose = vi.fn();
    const screen = await render(
      <Snackbar open message="Saved" duration={null} onClose={onClose} />,
    );
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await screen.getByRole('button', { name: 'Close' }).click();
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('ignores Escape while closed', async () => {
    const onClose = vi.fn();
    await render(<Snackbar open={false} message="Saved" onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('announces success politely and errors at once, from a region present before the message', async () => {
    const onClose = vi.fn();
    const screen = await render(<Snackbar open={false} message="Saved" onClose={onClose} />);
    const status = page.getByRole('status');
    await expect.element(status).toBeEmptyDOMElement();
    await expect.element(status).toHaveAttribute('aria-live', 'polite');
    await screen.rerender(<Snackbar open message="Saved" onClose={onClose} />);
    await expect.element(status).toHaveTextContent('Saved');
    await screen.rerender(
      <Snackbar open severity="error" message="This product is not available" onClose={onClose} />,
    );
    const alert = page.getByRole('alert');
    await expect.element(alert).toHaveAttribute('aria-live', 'assertive');
    await expect.element(alert).toHaveTextContent('This product is not available');
    await expectNoAxeViolations();
  });

  it('sits at the top end of the window, which is the left in right-to-left pages', async () => {
    const onClose = vi.fn();
    const screen = await render(
      <div dir="rtl">
        <Snackbar open message="تمت الإضافة" duration={null} onClose={onClose} />
      </div>,
    );
    const box = screen.container.querySelector('[data-severity]')!.getBoundingClientRect();
    expect(box.top).toBeLessThan(40);
    expect(box.left).toBeLessThan(40);
    await screen.rerender(
      <div dir="ltr">
        <Snackbar open message="Saved" duration={null} onClose={onClose} />
      </div>,
    );
    const ltr = screen.container.querySelector('[data-severity]')!.getBoundingClientRect();
    expect(window.innerWidth - ltr.right).toBeLessThan(40);
  });

  it('sits at the offset it is given, below a header it must not cover', async () => {
    const screen = await render(
      <div>
        <header style={{ blockSize: '120px' }}>Sign in · Cart</header>
        <Snackbar open message="Saved" duration={null} onClose={() => {}} offset={128} />
      </div>,
    );
    // The live region that holds it (the bar itself slides in from a little higher).
    const region = screen.container.querySelector('[data-severity]')!.parentElement!;
    const header = screen.container.querySelector('header')!.getBoundingClientRect();
    expect(region.getBoundingClientRect().top).toBe(128);
    expect(region.getBoundingClientRect().top).toBeGreaterThan(header.bottom);
  });

  it('looks the same as the approved screenshots', async () => {
    const onClose = vi.fn();
    const screen = await render(
      <Snackbar open message="Item added to your cart" duration={null} onClose={onClose} />,
    );
    const snackbar = screen.container.querySelector('[data-severity]')!;
    await expect.element(page.elementLocator(snackbar)).toMatchScreenshot('snackbar-success');
    await screen.rerender(
      <Snackbar
        open
        severity="error"
        message="Something went wrong with this request"
        duration={null}
        onClose={onClose}
      />,
    );
    await expect
      .element(page.elementLocator(screen.container.querySelector('[data-severity]')!))
      .toMatchScreenshot('snackbar-error');
  });
});
