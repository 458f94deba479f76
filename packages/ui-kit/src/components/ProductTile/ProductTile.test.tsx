import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../../test/axe';
import { sampleSnacks } from '../../fixtures/snacks';
import { ProductTile, type ProductTileProps } from './ProductTile';

const chips = sampleSnacks[0]!;
const props: ProductTileProps = {
  href: '/products/p-101',
  title: chips.title,
  brand: chips.brand,
  size: chips.size,
  image: chips.image,
  priceCents: chips.priceCents,
  badges: [{ label: 'Best seller' }],
};

const Frame = ({ children }: { children: React.ReactNode }) => (
  <div style={{ inlineSize: '256px', padding: '8px' }} data-testid="frame">
    {children}
  </div>
);

describe('ProductTile', () => {
  it('shows brand, title link, size, price and badges', async () => {
    const screen = await render(<ProductTile {...props} />);
    await expect.element(screen.getByText('Golden Hollow')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Sea Salt Kettle Chips' }))
      .toHaveAttribute('href', '/products/p-101');
    await expect.element(screen.getByText('1 oz bags, 40 count')).toBeVisible();
    await expect.element(screen.getByText('$24.99')).toBeVisible();
    await expect.element(screen.getByText('Best seller')).toBeVisible();
    await expect
      .element(screen.getByRole('img', { name: 'Sea Salt Kettle Chips bag' }))
      .toBeVisible();
    await expectNoAxeViolations();
  });

  it('loads its image lazily, or at once with high priority when it is in the first screenful', async () => {
    const screen = await render(
      <>
        <ProductTile {...props} />
        <ProductTile
          {...props}
          title="Priority Chips"
          image={{ ...props.image, alt: 'First tile' }}
          priority
        />
      </>,
    );
    const lazyImage = screen.getByRole('img', { name: 'Sea Salt Kettle Chips bag' });
    await expect.element(lazyImage).toHaveAttribute('loading', 'lazy');
    await expect.element(lazyImage).not.toHaveAttribute('fetchpriority');
    const firstImage = screen.getByRole('img', { name: 'First tile' });
    await expect.element(firstImage).toHaveAttribute('loading', 'eager');
    await expect.element(firstImage).toHaveAttribute('fetchpriority', 'high');
  });

  it('adds the chosen quantity to the cart', async () => {
    const onAddToCart = vi.fn();
    const screen = await render(
      <ProductTile {...props} maxQuantity={3} onAddToCart={onAddToCart} />,
    );
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await increase.click();
    await expect.element(increase).toBeDisabled();
    await screen.getByRole('button', { name: 'Add to cart Sea Salt Kettle Chips' }).click();
    expect(onAddToCart).toHaveBeenCalledWith(3);
  });

  it('adds one without a quantity field when the grid leaves quantities to the product page', async () => {
    const onAddToCart = vi.fn();
    const screen = await render(
      <ProductTile {...props} chooseQuantity={false} onAddToCart={onAddToCart} />,
    );
    expect(screen.getByRole('spinbutton').elements()).toHaveLength(0);
    await screen.getByRole('button', { name: 'Add to cart Sea Salt Kettle Chips' }).click();
    expect(onAddToCart).toHaveBeenCalledWith(1);
    await expectNoAxeViolations();
  });

  it('sends a form of the page without scripts, and with them only calls the page', async () => {
    const onAddToCart = vi.fn();
    const submitted = vi.fn((event: React.FormEvent) => event.preventDefault());
    const screen = await render(
      <>
        <form id="grid-add" onSubmit={submitted} />
        <ProductTile
          {...props}
          chooseQuantity={false}
          onAddToCart={onAddToCart}
          addToCartSubmit={{ form: 'grid-add', name: 'productId', value: '101' }}
        />
      </>,
    );
    const add = screen.getByRole('button', { name: 'Add to cart Sea Salt Kettle Chips' });
    await expect.element(add).toHaveAttribute('type', 'submit');
    await expect.element(add).toHaveAttribute('form', 'grid-add');
    await expect.element(add).toHaveAttribute('name', 'productId');
    await expect.element(add).toHaveAttribute('value', '101');
    await add.click();
    expect(onAddToCart).toHaveBeenCalledWith(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('sends the quantity typed with the press when the quantity field is named for the form', async () => {
    const screen = await render(
      <>
        <form id="grid-add" />
        <ProductTile
          {...props}
          onAddToCart={vi.fn()}
          addToCartSubmit={{
            form: 'grid-add',
            name: 'bundleId',
            value: '7',
            quantityName: 'quantity-7',
          }}
        />
      </>,
    );
    await screen.getByRole('spinbutton', { name: 'Quantity: Sea Salt Kettle Chips' }).fill('3');
    const form = document.getElementById('grid-add') as HTMLFormElement;
    const add = screen.getByRole('button', { name: 'Add to cart Sea Salt Kettle Chips' });
    // What a browser without scripts posts when the button is pressed.
    const sent = [...new FormData(form, add.element() as HTMLButtonElement).entries()];
    expect(sent).toEqual([
      ['quantity-7', '3'],
      ['bundleId', '7'],
    ]);
    await expect.element(add).not.toHaveAttribute('quantityName');
    await expectNoAxeViolations();
  });

  it('says why an add to cart was refused, tied to the button, which stays usable', async () => {
    const onAddToCart = vi.fn();
    const screen = await render(
      <ProductTile {...props} addToCartError="Only 3 left" onAddToCart={onAddToCart} />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Only 3 left');
    const add = screen.getByRole('button', { name: 'Add to cart Sea Salt Kettle Chips' });
    await expect.element(add).toHaveAccessibleDescription('Only 3 left');
    await add.click();
    expect(onAddToCart).toHaveBeenCalledWith(1);
    await expectNoAxeViolations();
  });

  it('offers notify-me instead of add-to-cart when out of stock', async () => {
    const onNotifyMe = vi.fn();
    const screen = await render(
      <ProductTile {...props} availability="outOfStock" onNotifyMe={onNotifyMe} />,
    );
    await expect.element(screen.getByText('Out of stock')).toBeVisible();
    await expect
      .element(screen.getByRole('button', { name: /Add to cart/ }))
      .not.toBeInTheDocument();
    const notify = screen.getByRole('button', { name: 'Notify me Sea Salt Kettle Chips' });
    await expect.element(notify).toHaveAccessibleDescription('Out of stock');
    await notify.click();
    expect(onNotifyMe).toHaveBeenCalledOnce();
    await expectNoAxeViolations();
  });

  it('says the product cannot ship to the chosen ZIP code and offers no purchase', async () => {
    const screen = await render(<ProductTile {...props} availability="unavailableForZip" />);
    await expect
      .element(screen.getByText('Product not available for the selected shipping zip code'))
      .toBeVisible();
    await expect.element(screen.getByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('shows a busy skeleton while loading', async () => {
    const screen = await render(<ProductTile {...props} loading />);
    const busy = screen.container.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy!.textContent).toBe('Loading product');
    await expect.element(screen.getByRole('link')).not.toBeInTheDocument();
  });

  it('keeps long text inside the tile', async () => {
    const screen = await render(
      <Frame>
        <ProductTile
          {...props}
          brand="The Extraordinarily Crunchy Snack Company of Springfield"
          title="Supercalifragilisticexpialidociously-Crunchy-Kettle-Cooked-Potato-Chips Party Pack"
        />
      </Frame>,
    );
    const tile = screen.container.querySelector('article')!;
    expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth);
    expect(tile.getBoundingClientRect().width).toBeLessThanOrEqual(256);
  });

  it('renders with the router link a site passes', async () => {
    const RouterLink = ({
      href,
      className,
      children,
    }: {
      href: string;
      className?: string;
      children: React.ReactNode;
    }) => (
      <a href={`/es-us${href}`} className={className} data-router="">
        {children}
      </a>
    );
    const screen = await render(<ProductTile {...props} linkComponent={RouterLink} />);
    await expect
      .element(screen.getByRole('link', { name: 'Sea Salt Kettle Chips' }))
      .toHaveAttribute('href', '/es-us/products/p-101');
  });

  it('looks the same as the approved screenshots', async () => {
    const screen = await render(
      <Frame>
        <ProductTile {...props} originalPriceCents={2999} />
      </Frame>,
    );
    const frame = screen.getByTestId('frame');
    await expect.element(screen.getByRole('img')).toBeVisible();
    await expect.element(frame).toMatchScreenshot('product-tile-available');
    await screen.rerender(
      <Frame>
        <ProductTile {...props} availability="outOfStock" />
      </Frame>,
    );
    await expect.element(frame).toMatchScreenshot('product-tile-out-of-stock');
  });
});
