import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { bannerArtwork } from '../../fixtures/artwork';
import { Banner } from './Banner';

describe('Banner', () => {
  it('shows its title, picture and a call to action reached by keyboard', async () => {
    const screen = await render(
      <Banner
        title="Holiday Shop"
        text="Merchandise for snack fans."
        image={{ src: bannerArtwork('#eee', '#c00'), alt: 'Gift boxes' }}
        action={{ label: 'Shop now', href: '/holiday' }}
        headingElement="h1"
      />,
    );
    await expect
      .element(screen.getByRole('heading', { level: 1, name: 'Holiday Shop' }))
      .toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'Gift boxes' })).toBeVisible();
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Shop now' })).toHaveFocus();
    for (const tone of ['brand', 'accent', 'neutral'] as const) {
      await screen.rerender(
        <Banner
          title="Holiday Shop"
          tone={tone}
          action={{ label: 'Shop now', href: '/holiday' }}
        />,
      );
      await expectNoAxeViolations();
    }
  });
});
