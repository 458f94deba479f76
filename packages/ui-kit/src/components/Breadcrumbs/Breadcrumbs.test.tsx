import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { label: 'Home', href: '/' },
  { label: 'Chips', href: '/all-snacks?productType=chips' },
  { label: 'Sea Salt' },
];

describe('Breadcrumbs', () => {
  it('links every step but the current page, in a named landmark', async () => {
    const screen = await render(<Breadcrumbs items={items} />);
    await expect.element(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect
      .element(screen.getByRole('link', { name: 'Chips' }))
      .toHaveAttribute('href', '/all-snacks?productType=chips');
    expect(screen.getByText('Sea Salt').element()).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link').elements()).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('renders router links when given', async () => {
    const screen = await render(
      <Breadcrumbs
        items={items}
        renderLink={({ href, children }) => (
          <a href={href} data-client="true">
            {children}
          </a>
        )}
      />,
    );
    await expect
      .element(screen.getByRole('link', { name: 'Home' }))
      .toHaveAttribute('data-client', 'true');
  });

  it('renders nothing without items', async () => {
    const screen = await render(<Breadcrumbs items={[]} />);
    expect(screen.container.querySelector('nav')).toBeNull();
  });
});
