import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { Badge, badgeProps } from './Badge';

describe('Badge', () => {
  it('shows its text readably in every tone', async () => {
    const screen = await render(
      <div>
        {badgeProps.tone.values.map((tone) => (
          <Badge key={tone} tone={tone}>
            {`${tone} badge`}
          </Badge>
        ))}
      </div>,
    );
    for (const tone of badgeProps.tone.values) {
      await expect.element(screen.getByText(`${tone} badge`)).toBeVisible();
    }
    await expectNoAxeViolations();
  });
});
