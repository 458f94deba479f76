import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { NotificationBar } from './NotificationBar';

describe('NotificationBar', () => {
  it('clears a notification after 4000 ms by default, not before', async () => {
    vi.useFakeTimers();
    try {
      const onClose = vi.fn();
      const screen = await render(
        <NotificationBar
          notification={{ severity: 'success', text: 'Saved.' }}
          onClose={onClose}
        />,
      );
      await expect.element(screen.getByRole('status')).toHaveTextContent('Saved.');
      vi.advanceTimersByTime(3999);
      expect(onClose).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onClose).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('announces errors at once and closes on Escape', async () => {
    const onClose = vi.fn();
    const screen = await render(
      <NotificationBar
        notification={{ severity: 'error', text: 'Something went wrong with this request' }}
        onClose={onClose}
        duration={null}
      />,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Something went wrong with this request');
    await expectNoAxeViolations();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('shows nothing without a notification', async () => {
    const screen = await render(<NotificationBar notification={null} onClose={() => {}} />);
    await expect.element(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
