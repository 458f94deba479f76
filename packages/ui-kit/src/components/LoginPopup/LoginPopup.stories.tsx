import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoginPopup } from './LoginPopup';

const spanishLabels = {
  title: 'Inicie sesión para continuar',
  message: 'Inicie sesión o cree una cuenta para guardar su mezcla y encontrarla después.',
  signIn: 'Iniciar sesión',
  createAccount: 'Crear cuenta',
  close: 'Cerrar',
};

const meta = {
  title: 'Commerce/LoginPopup',
  component: LoginPopup,
  args: { signInHref: '?signin=true', createAccountHref: '#create-account' },
  parameters: {
    locales: { es: { labels: spanishLabels } },
    docs: { story: { inline: false, iframeHeight: 360 } },
  },
} satisfies Meta<typeof LoginPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor presses Save mix and is asked to sign in. */
export const Default: Story = {
  args: { trigger: <Button>Save mix</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Save mix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    await expect(within(dialog).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '?signin=true',
    );
  },
};
export const Open: Story = { args: { defaultOpen: true } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    labels: {
      title: 'Sign in to save this mix of 30 packs to your account for next time',
      message:
        'Saved mixes are kept with your account so you can reorder them from any device. Signing in takes you to our secure sign-in page and brings you back here.',
    },
  },
};
export const Spanish: Story = { args: { defaultOpen: true, labels: spanishLabels } };
