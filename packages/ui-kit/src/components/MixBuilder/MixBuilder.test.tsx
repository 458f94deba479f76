import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../../../test/axe';
import { sampleSnacks } from '../../fixtures/snacks';
import type { MixProduct } from './mix';
import { MIX_SIZE, MixBuilder, mixCounts } from './MixBuilder';

const products: MixProduct[] = sampleSnacks.map(({ id, title, image }) => ({ id, title, image }));
const [a, b, c] = products as [MixProduct, MixProduct, MixProduct];

const slotStates = () =>
  [...document.querySelectorAll('[data-slot]')].map((el) => el.getAttribute('data-slot'));

describe('mixCounts', () => {
  it('counts all packs and those still available', () => {
    const gone = [a, b, { ...c, available: false }];
    expect(mixCounts(gone, { [a.id]: 3, [c.id]: 2, unknown: 1 })).toEqual({
      total: 6,
      available: 3,
      unavailable: 3,
    });
  });
});

describe('MixBuilder', () => {
  it('says why a full mix could not be saved and lets the shopper try again', async () => {
    const onSave = vi.fn();
    const screen = await render(
      <MixBuilder
        products={products}
        defaultSelection={{ [a.id]: 10, [b.id]: 10, [c.id]: 10 }}
        saveError="We could not price your mix. Try again."
        onSave={onSave}
      />,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('We could not price your mix. Try again.');
    await screen.getByRole('button', { name: 'Save mix' }).click();
    expect(onSave).toHaveBeenCalledWith({ [a.id]: 10, [b.id]: 10, [c.id]: 10 });
    await expectNoAxeViolations();
  });

  it('tracks 30 slots and fills one per pack added', async () => {
    expect(MIX_SIZE).toBe(30);
    const onSelectionChange = vi.fn();
    const screen = await render(
      <MixBuilder products={products} onSelectionChange={onSelectionChange} />,
    );
    expect(slotStates()).toHaveLength(30);
    expect(slotStates().every((s) => s === 'empty')).toBe(true);
    await expect.element(screen.getByText('0 of 30 packs')).toBeVisible();
    await screen.getByRole('button', { name: `Add one ${a.title}` }).click();
    await screen.getByRole('button', { name: `Add one ${b.title}` }).click();
    await screen.getByRole('button', { name: `Add one ${a.title}` }).click();
    expect(onSelectionChange).toHaveBeenLastCalledWith({ [a.id]: 2, [b.id]: 1 });
    await expect.element(screen.getByText('3 of 30 packs')).toBeVisible();
    expect(slotStates().filter((s) => s === 'filled')).toHaveLength(3);
    await expect.element(screen.getByText(`${a.title}: 2 in your mix`)).toBeInTheDocument();
    await screen.getByRole('button', { name: `Remove one ${a.title}` }).click();
    expect(onSelectionChange).toHaveBeenLastCalledWith({ [b.id]: 1, [a.id]: 1 });
    await expectNoAxeViolations();
  });

  it('is not full at 29 packs: adding allowed, saving not', async () => {
    const screen = await render(
      <MixBuilder products={products} defaultSelection={{ [a.id]: 20, [b.id]: 9 }} />,
    );
    await expect.element(screen.getByText('29 of 30 packs')).toBeVisible();
    await expect.element(screen.getByText('Add 1 more pack to complete your mix')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Save mix' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: `Add one ${c.title}` })).toBeEnabled();
  });

  it('is full at exactly 30 packs: adding stops and the mix can be saved', async () => {
    const onSave = vi.fn();
    const screen = await render(
      <MixBuilder
        products={products}
        defaultSelection={{ [a.id]: 20, [b.id]: 9 }}
        onSave={onSave}
      />,
    );
    await screen.getByRole('button', { name: `Add one ${c.title}` }).click();
    await expect.element(screen.getByText('30 of 30 packs. Your mix is full')).toBeInTheDocument();
    expect(slotStates().every((s) => s === 'filled')).toBe(true);
    for (const p of products) {
      await expect
        .element(screen.getByRole('button', { name: `Add one ${p.title}` }))
        .toBeDisabled();
    }
    await screen.getByRole('button', { name: 'Save mix' }).click();
    expect(onSave).toHaveBeenCalledWith({ [a.id]: 20, [b.id]: 9, [c.id]: 1 });
  });

  it('asks to edit and replace items that are no longer available, and blocks saving', async () => {
    const onEdit = vi.fn();
    const onSave = vi.fn();
    const gone = products.map((p) => (p.id === c.id ? { ...p, available: false } : p));
    const screen = await render(
      <MixBuilder
        products={gone}
        defaultSelection={{ [a.id]: 20, [c.id]: 10 }}
        onEdit={onEdit}
        onSave={onSave}
      />,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent(
        'One or more selected items are no longer available; click Edit and replace',
      );
    expect(slotStates().filter((s) => s === 'unavailable')).toHaveLength(10);
    await expect.element(screen.getByText('No longer available', { exact: true })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Save mix' })).toBeDisabled();
    await expect.element(screen.getByRole('button', { name: `Add one ${c.title}` })).toBeDisabled();
    await screen.getByRole('button', { name: 'Edit' }).click();
    expect(onEdit).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
    // Removing the unavailable packs clears the alert and frees their slots.
    const remove = screen.getByRole('button', { name: `Remove one ${c.title}` });
    for (let i = 0; i < 10; i += 1) await remove.click();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    await expect.element(screen.getByText('20 of 30 packs')).toBeVisible();
  });

  it('shows a busy skeleton while loading and a message when there is nothing to pick', async () => {
    const screen = await render(<MixBuilder products={products} loading />);
    await expect.element(screen.getByText('Loading snacks')).toBeInTheDocument();
    expect(screen.container.querySelector('section')!.getAttribute('aria-busy')).toBe('true');
    await screen.rerender(<MixBuilder products={[]} />);
    await expect.element(screen.getByText('No snacks to choose from right now')).toBeVisible();
  });

  it('looks the same as the approved screenshots', async () => {
    // Tall enough for the whole builder: element screenshots are clipped to the viewport.
    await page.viewport(1024, 1100);
    onTestFinished(() => page.viewport(1024, 768));
    const gone = products.map((p) => (p.id === c.id ? { ...p, available: false } : p));
    const screen = await render(
      <div style={{ inlineSize: '720px', padding: '8px' }} data-testid="frame">
        <MixBuilder products={products.slice(0, 4)} defaultSelection={{ [a.id]: 8, [b.id]: 4 }} />
      </div>,
    );
    const frame = screen.getByTestId('frame');
    await expect.element(frame).toMatchScreenshot('mix-builder-partly-filled');
    await screen.rerender(
      <div style={{ inlineSize: '720px', padding: '8px' }} data-testid="frame">
        <MixBuilder
          key="unavailable"
          products={gone.slice(0, 4)}
          defaultSelection={{ [a.id]: 20, [c.id]: 10 }}
          onEdit={() => undefined}
        />
      </div>,
    );
    await expect.element(frame).toMatchScreenshot('mix-builder-unavailable');
  });
});
