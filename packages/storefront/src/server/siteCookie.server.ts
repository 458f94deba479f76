import { createCookie, type Cookie } from 'react-router';
import type { SiteConfig } from '../site/site';
import { siteIdentityEnv } from './env.server';

const cookies = new Map<string, Cookie>();

/**
 * A first-party cookie of `site` for one `use` (`<site>_<use>`: every port of localhost shares
 * one cookie jar, so the name says whose it is), `__Host-` and Secure on https: HttpOnly,
 * SameSite=Lax, for the whole site. One object per site and use.
 */
export function siteCookie(site: Pick<SiteConfig, 'id' | 'defaultPort'>, use: string): Cookie {
  const key = `${site.id} ${use}`;
  let cookie = cookies.get(key);
  if (!cookie) {
    const { secure } = siteIdentityEnv(site);
    cookie = createCookie(`${secure ? '__Host-' : ''}${site.id}_${use}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: '/',
    });
    cookies.set(key, cookie);
  }
  return cookie;
}
