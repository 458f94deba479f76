import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';
import { sampleSnacks } from '../../fixtures/snacks';
import { ProductTile, productTileLabels, productTileProps } from './ProductTile';

const [chips] = sampleSnacks;

const spanishLabels = {
  addToCart: 'Agregar al carrito',
  notifyMe: 'Avíseme',
  outOfStock: 'Agotado',
  unavailableForZip: 'Producto no disponible para el código postal de envío seleccionado',
  quantity: 'Cantidad',
  decreaseQuantity: 'Disminuir cantidad',
  increaseQuantity: 'Aumentar cantidad',
  salePrice: 'Precio de oferta',
  originalPrice: 'Precio original',
  loading: 'Cargando producto',
};

const spanish = {
  title: 'Papas fritas con sal de mar',
  size: 'Bolsas de 1 oz, 40 unidades',
  locale: 'es-US' as const,
  badges: [{ label: 'Más vendido' }],
  labels: spanishLabels,
};

/** The labels and title the story shows in the language chosen in the toolbar. */
function shown(globals: Record<string, unknown>) {
  return globals.locale === 'es'
    ? { labels: spanishLabels, title: spanish.title }
    : { labels: productTileLabels, title: chips!.title };
}

/** Usage guidance shown on the docs page (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: one product in a listing, search results or a carousel: picture, name,
price and the one action its availability allows. For the product page itself, compose the
page from the primitives instead.

## Do and don't

**Do**
- Pass \`availability\` from the API: the tile then offers add to cart, notify me, or the
  unavailable-for-ZIP notice, and never a button that cannot work.
- Set \`priority\` on the tiles of the first screenful only, so their pictures load first.
- Pass \`adding\` while the request runs and \`addToCartError\` when the cart refuses it; the
  chosen quantity stays, so the shopper can try again.
- Give the page's heading level with \`headingLevel\` so the outline stays in order.

**Don't**
- Put other links or buttons inside the tile: its title link covers the whole tile.
- Show more than two badges; they cover the picture.
- Format the price yourself: pass cents and \`locale\`.

## Accessibility

- **Structure**: the title is a heading (\`headingLevel\`) and a link to the product; the picture's
  \`alt\` names the product.
- **Keyboard and names**: the action buttons carry the product title for screen readers ("Add to
  cart Sea Salt Kettle Chips", "Notify me ..."), since a listing has dozens of them; the quantity
  stepper's buttons and field are labelled.
- **States**: an add-to-cart failure (\`addToCartError\`) is shown with \`role="alert"\` and
  described on the button; the loading tile is \`aria-busy\`.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Commerce/ProductTile',
  component: ProductTile,
  tags: ['stable'],
  args: {
    href: '/products/p-101',
    title: chips!.title,
    brand: chips!.brand,
    size: chips!.size,
    image: chips!.image,
    priceCents: chips!.priceCents,
    badges: [{ label: 'Best seller' }],
    onAddToCart: fn(),
    onNotifyMe: fn(),
  },
  argTypes: {
    labels: labelsArgType('productTileLabels', productTileLabels),
    availability: { control: 'inline-radio', options: productTileProps.availability.values },
    locale: { control: 'inline-radio', options: productTileProps.locale.values },
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '16rem' }}>{Story()}</div>],
  parameters: { usage, locales: { es: spanish } },
} satisfies Meta<typeof ProductTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement, globals }) => {
    const { labels, title } = shown(globals);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.increaseQuantity }));
    await userEvent.click(canvas.getByRole('button', { name: `${labels.addToCart} ${title}` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(2);
  },
};

export const OnSale: Story = {
  args: {
    priceCents: 1999,
    originalPriceCents: 2499,
    badges: [{ label: 'Sale', tone: 'critical' }],
  },
};

export const Adding: Story = { args: { adding: true } };
/** In a grid of dozens (a listing): Add to cart adds one; the product page sets quantities. */
export const WithoutQuantity: Story = { args: { chooseQuantity: false } };
/**
 * Add to cart as a submit button of the grid's one form (`addToCartSubmit`), so that a page
 * without scripts can post it; it looks the same.
 */
export const SubmitsTheGridForm: Story = {
  args: {
    chooseQuantity: false,
    addToCartSubmit: { form: 'grid-add', name: 'productId', value: '101' },
  },
};

/**
 * A tile with a quantity in a grid's one form (a bundle): `quantityName` puts the quantity
 * field in that form too, so a page without scripts posts the quantity typed with the press.
 */
export const SubmitsTheGridFormWithQuantity: Story = {
  args: {
    addToCartSubmit: {
      form: 'grid-add',
      name: 'bundleId',
      value: '7',
      quantityName: 'quantity-7',
    },
  },
};

export const OutOfStock: Story = {
  args: { availability: 'outOfStock', badges: [] },
  play: async ({ args, canvasElement, globals }) => {
    const { labels, title } = shown(globals);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: new RegExp(labels.addToCart) })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `${labels.notifyMe} ${title}` }));
    await expect(args.onNotifyMe).toHaveBeenCalledOnce();
  },
};

export const UnavailableForZip: Story = {
  args: { availability: 'unavailableForZip' },
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(shown(globals).labels.unavailableForZip)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** The cart refused the add (e.g. not enough stock): the reason shows and is announced. */
export const AddToCartRefused: Story = {
  args: { addToCartError: 'Only 3 left. Lower the quantity and try again.' },
  parameters: {
    locales: { es: { addToCartError: 'Solo quedan 3. Reduzca la cantidad e intente de nuevo.' } },
  },
  play: async (context) => {
    const { args, canvasElement } = context;
    const { labels, title } = shown(context.globals);
    const { addToCartError } = shownArgs(context);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(String(addToCartError));
    const add = canvas.getByRole('button', { name: `${labels.addToCart} ${title}` });
    await expect(add).toHaveAccessibleDescription(String(addToCartError));
    await userEvent.click(add);
    await expect(args.onAddToCart).toHaveBeenCalledWith(1);
  },
};

/** The picture did not load: the alt text stands in and the tile can still be bought. */
export const ImageFailed: Story = {
  args: { image: { src: '/missing-product-image.png', alt: chips!.image.alt } },
  play: async ({ args, canvasElement, globals }) => {
    const { labels, title } = shown(globals);
    const canvas = within(canvasElement);
    const image = canvas.getByRole<HTMLImageElement>('img', { name: chips!.image.alt });
    await waitFor(() => expect(image.complete && image.naturalWidth === 0).toBe(true));
    await expect(canvas.getByRole('link', { name: title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `${labels.addToCart} ${title}` }));
    await expect(args.onAddToCart).toHaveBeenCalledWith(1);
  },
};

export const Loading: Story = { args: { loading: true } };

export const LongText: Story = {
  args: {
    brand: 'The Extraordinarily Crunchy Snack Company of Springfield',
    title:
      'Limited Edition Extra Crunchy Kettle-Cooked Sea Salt and Cracked Black Pepper Potato Chips Party Pack',
    size: '1 oz bags, 40 count, individually wrapped for lunchboxes and offices',
    badges: [{ label: 'Best seller' }, { label: 'New flavour' }, { label: 'Limited edition' }],
  },
};

export const Spanish: Story = { args: spanish };

/**
 * Español chosen in the toolbar: the Spanish text becomes the story's args (what the Controls
 * panel shows and edits), and stays on screen once they are written.
 */
export const SpanishFromTheToolbar: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: spanish.title })).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.getByRole('link', { name: spanish.title })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: `${spanishLabels.addToCart} ${spanish.title}` }),
    ).toBeVisible();
  },
};
