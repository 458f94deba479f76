import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { BusinessOrderPrompt } from './BusinessOrderPrompt';

describe('BusinessOrderPrompt', () => {
  it('asks the spec question and links by keyboard to the business site it is given', async () => {
    const screen = await render(
      <BusinessOrderPrompt businessSiteHref="https://business.example.com/order" />,
    );
    await expect
      .element(
        screen.getByText(
          'Are you ordering products for a business that sells snacks to customers?',
        ),
      )
      .toBeVisible();
    await userEvent.tab();
    const link = screen.getByRole('link', { name: /Order on our business site/ });
    await expect.element(link).toHaveFocus();
    await expect.element(link).toHaveAttribute('href', 'https://business.example.com/order');
    await expectNoAxeViolations();
  });
});
