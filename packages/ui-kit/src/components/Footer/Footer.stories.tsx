import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Footer, footerProps } from './Footer';

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
    ],
  },
  {
    title: 'Ayuda',
    links: [
      { label: 'Atención al cliente', href: '#contact' },
      { label: 'Envíos y devoluciones', href: '#shipping' },
      { label: 'Preguntas frecuentes', href: '#faq' },
    ],
  },
];

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { groups, legal: '© 2026 Snack Shop', version: '3.0.7' },
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
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Footer' });
    await expect(within(nav).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
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
