import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer, footerProps } from './Footer';
import { shownArgs } from '../../fixtures/shownArgs';

const groups = [
  {
    title: 'Shop',
    links: [
      { label: 'View All Snacks', href: '#all-snacks' },
      { label: 'Holiday Shop', href: '#holiday' },
      { label: 'Shop By Category', href: '#category' },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Customer Support', href: '#contact' },
      { label: 'Order Lookup', href: '#order-lookup' },
      { label: 'Shipping & Returns', href: '#shipping' },
      { label: 'Common Questions', href: '#faq' },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'About Us', href: '#about' },
      { label: 'Terms of Use', href: '#terms' },
      { label: 'Privacy Policy', href: '#privacy' },
      { label: 'About Our Ads', href: '#ads' },
      { label: 'Website Accessibility Statement', href: '#accessibility' },
    ],
  },
];
const spanishGroups = [
  {
    title: 'Tienda',
    links: [
      { label: 'Ver todas las botanas', href: '#all-snacks' },
      { label: 'Tienda navideña', href: '#holiday' },
      { label: 'Comprar por categoría', href: '#category' },
    ],
  },
  {
    title: 'Ayuda',
    links: [
      { label: 'Atención al cliente', href: '#contact' },
      { label: 'Buscar un pedido', href: '#order-lookup' },
      { label: 'Envíos y devoluciones', href: '#shipping' },
      { label: 'Preguntas frecuentes', href: '#faq' },
    ],
  },
  {
    title: 'Acerca de',
    links: [
      { label: 'Quiénes somos', href: '#about' },
      { label: 'Términos de uso', href: '#terms' },
      { label: 'Política de privacidad', href: '#privacy' },
      { label: 'Sobre nuestros anuncios', href: '#ads' },
      { label: 'Declaración de accesibilidad del sitio', href: '#accessibility' },
    ],
  },
];

/** Guidance on the docs page, above the props table (DocsPage in the Storybook config). */
const usage = `## Usage

**When to use**: the bottom of every page, in the shop's (\`snacks\`) or the rewards site's
(\`rewards\`) variant: columns of links, an optional promotion line and the small print.

**When not to**: links the shopper needs to finish a task (put them in the page).

## Do and don't

**Do**
- Group links under short titles (Customer Support, About Us) in \`groups\`.
- Name the navigation with \`navigationLabel\`, different from the header's.
- Pass the build \`version\` so support can tell what a shopper sees.

**Don't**
- Put forms or buttons in it.
- Repeat the header's products menu.

## Accessibility

- **Landmarks**: the links are in a \`nav\` named by \`navigationLabel\`; each group's title is a
  heading (\`h2\`), so screen-reader users can jump between them.
- **Keyboard**: plain links in reading order.
- **Checked**: axe runs on every story below, in each of the three themes (names, roles, contrast).
`;

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['stable'],
  args: { groups, legal: '© 2026 Snack Shop', version: '3.0.7', navigationLabel: 'Footer' },
  argTypes: { variant: { control: 'inline-radio', options: footerProps.variant.values } },
  parameters: {
    usage,
    layout: 'fullscreen',
    locales: {
      es: { groups: spanishGroups, legal: '© 2026 Snack Shop', navigationLabel: 'Pie de página' },
    },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Snacks: Story = {
  play: async (context) => {
    const { groups: shownGroups, navigationLabel } = shownArgs(context);
    const privacy = shownGroups.flatMap((group) => group.links).find((l) => l.href === '#privacy')!;
    const nav = within(context.canvasElement).getByRole('navigation', { name: navigationLabel });
    await expect(within(nav).getByRole('link', { name: privacy.label })).toHaveAttribute(
      'href',
      '#privacy',
    );
  },
};
export const Rewards: Story = {
  args: {
    variant: 'rewards',
    promo: {
      text: 'Earn points on every snack you buy.',
      linkLabel: 'Join Snack Rewards',
      href: '#rewards',
    },
  },
};
export const Empty: Story = { args: { groups: [] } };
export const LongText: Story = {
  args: {
    groups: [
      {
        title: 'Customer Support and Frequently Asked Questions',
        links: [
          { label: 'Website Accessibility Statement and accommodation requests', href: '#a' },
        ],
      },
    ],
  },
  decorators: [(Story) => <div style={{ maxInlineSize: '18rem' }}>{Story()}</div>],
};
export const Spanish: Story = {
  args: { groups: spanishGroups, navigationLabel: 'Pie de página' },
};
