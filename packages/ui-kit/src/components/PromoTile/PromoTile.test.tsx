import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { PromoTile } from './PromoTile';

describe('PromoTile', () => {
  it('is one link named by its title, one tab stop, with the whole tile clickable', async () => {
    const screen = await render(
      <PromoTile
        title="Variety packs"
        href="#varietypack"
        text="Mix and match."
        ctaLabel="Shop now"
      />,
    );
    await userEvent.tab();
    const link = screen.getByRole('link', { name: 'Variety packs' });
    await expect.element(link).toHaveFocus();
    expect(screen.getByRole('link').elements()).toHaveLength(1);
    // Clicking where the text is follows the link too: the link's overlay covers it, which
    // the browser driver reports as "intercepted", hence force.
    await screen.getByText('Mix and match.').click({ force: true });
    expect(window.location.hash).toBe('#varietypack');
    window.location.hash = '';
    await expectNoAxeViolations();
  });
});
