import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.small,
  inlineSize: '100%',
  textAlign: 'center',
});

export const signIn = style({ alignSelf: 'stretch' });
