import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { Link } from './Link';

describe('Link', () => {
  it('is reached by Tab and navigates with Enter', async () => {
    const screen = await render(<Link href="#faq">Common Questions</Link>);
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Common Questions' });
    await expect.element(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(window.location.hash).toBe('#faq');
    expect(getComputedStyle(link.element()).outlineStyle).toBe('solid');
    window.location.hash = '';
  });

  it('says when it opens a new tab and keeps the opener safe', async () => {
    const screen = await render(
      <Link href="https://business.example.com" external newTabLabel="se abre en otra pestaña">
        Pedidos para empresas
      </Link>,
    );
    const link = screen.getByRole('link', {
      name: 'Pedidos para empresas (se abre en otra pestaña)',
    });
    await expect.element(link).toHaveAttribute('target', '_blank');
    await expect.element(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expectNoAxeViolations();
  });

  it('styles a router link passed as its child', async () => {
    const screen = await render(
      <Link asChild tone="neutral">
        <a href="/all-snacks" data-router="true">
          All Snacks
        </a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'All Snacks' });
    await expect.element(link).toHaveAttribute('data-router', 'true');
    expect(getComputedStyle(link.element()).textDecorationLine).toBe('underline');
  });
});
