import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { Text, textProps } from './Text';

describe('Text', () => {
  it('is readable in every tone on the page background', async () => {
    const screen = await render(
      <div>
        {textProps.tone.values.map((tone) => (
          <Text key={tone} tone={tone} component="p">{`${tone} text`}</Text>
        ))}
      </div>,
    );
    for (const tone of textProps.tone.values) {
      await expect.element(screen.getByText(`${tone} text`)).toBeVisible();
    }
    // axe checks the contrast of every tone.
    await expectNoAxeViolations();
  });

  it('clamps long text to its lines and keeps all of it in the page', async () => {
    const long = 'Kettle-cooked crunch with sea salt. '.repeat(12).trim();
    const screen = await render(
      <div style={{ inlineSize: '12rem' }}>
        <Text maxLines={2} component="p">
          {long}
        </Text>
      </div>,
    );
    const text = screen.getByText(long).element() as HTMLElement;
    const lineHeight = parseFloat(getComputedStyle(text).lineHeight);
    expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(lineHeight * 2 + 1);
    expect(text.textContent).toBe(long);
  });
});
