import type { MessageKey } from '../messages/messages';

/** The gender choices of the sign-up form, as stored on the account. */
export const GENDERS = ['female', 'male', 'other', 'undisclosed'] as const;
export type Gender = (typeof GENDERS)[number];

/** Select options in display order, each with its label in the message catalogue. */
export const GENDER_OPTIONS: readonly { value: Gender; label: MessageKey }[] = [
  { value: 'female', label: 'genderFemale' },
  { value: 'male', label: 'genderMale' },
  { value: 'other', label: 'genderOther' },
  { value: 'undisclosed', label: 'genderUndisclosed' },
];
