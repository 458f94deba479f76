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

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  tags: ['stable'],
  args: { groups, legal: '© 2026 Snack Shop', version: '3.0.7', navigationLabel: 'Footer' },
  argTypes: { variant: { control: 'inline-radio', options: footerProps.variant.values } },
  parameters: {
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
