import { describe, expect, it } from 'vitest';
import { signInPaths } from './ShellLoginPopup';

describe('the login popup’s links', () => {
  it('sign in, or create an account, and come back to the page without signin=true', () => {
    expect(signInPaths('/varietypack/customize', '?signin=true&step=2')).toEqual({
      returnTo: '/varietypack/customize?step=2',
      signIn: '/signin?returnTo=%2Fvarietypack%2Fcustomize%3Fstep%3D2',
      createAccount: '/signin?screen=create&returnTo=%2Fvarietypack%2Fcustomize%3Fstep%3D2',
    });
    expect(signInPaths('/', '?signin=true').signIn).toBe('/signin?returnTo=%2F');
  });

  it('come back without the visit’s campaign parameters', () => {
    expect(
      signInPaths('/all-snacks', '?signin=true&utm_source=mail&brand=crunch-harbor&gclid=x1')
        .signIn,
    ).toBe('/signin?returnTo=%2Fall-snacks%3Fbrand%3Dcrunch-harbor');
  });
});
