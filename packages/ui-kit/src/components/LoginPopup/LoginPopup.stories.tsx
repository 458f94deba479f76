import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { LoginPopup, loginPopupLabels } from './LoginPopup';
import { labelsArgType } from '../../fixtures/labelsArgType';
import { shownArgs } from '../../fixtures/shownArgs';

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
  tags: ['stable'],
  argTypes: { labels: labelsArgType('loginPopupLabels', loginPopupLabels) },
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
  parameters: { locales: { es: { trigger: <Button>Guardar mezcla</Button> } } },
  play: async (context) => {
    const labels = { ...loginPopupLabels, ...shownArgs(context).labels };
    // The trigger is the one button on the page until the popup opens.
    await userEvent.click(within(context.canvasElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: labels.title });
    await expect(within(dialog).getByRole('link', { name: labels.signIn })).toHaveAttribute(
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

/** The site could not start the sign-in (its `onLinkClick` asked first): the popup says why. */
export const SignInCouldNotStart: Story = {
  args: {
    defaultOpen: true,
    error: 'Something went to wrong on server, please try again',
  },
};
