import { useTranslation } from 'react-i18next';
import { BUILD_VERSION } from '@snackshop/commerce-core/constants';
import { Footer as KitFooter, type FooterGroup } from '@snackshop/ui-kit';
import type { NavigationEntry } from '@snackshop/commerce-core/contract';
import type { ShellData } from '../site/shellData';
import { formatLoyaltyId } from '../site/accountFormat';
import { CookieSettingsButton } from './CookieConsentPrompt';

/**
 * The site footer (the ui-kit Footer in the site's variant): the footer navigation in
 * menuSeq order, one column per entry with children and one for the single links, the
 * rewards programme line on the rewards site (SPEC section 2: a different footer: see
 * `rewardsPromo`), cookie
 * settings and the build version. Its links come apart from the shell's data: on a page load
 * the browser keeps the server's footer (`ServerHtml`, decision 0055) and is not sent them.
 */
export function Footer({ shell, links }: { shell: ShellData; links: NavigationEntry[] }) {
  const { t } = useTranslation();
  const single = links.filter((entry) => entry.children.length === 0);
  const groups: FooterGroup[] = [
    ...links
      .filter((entry) => entry.children.length > 0)
      .map((entry) => ({ title: entry.label, links: entry.children })),
    ...(single.length ? [{ title: shell.site.name, links: single }] : []),
  ];
  return (
    <KitFooter
      variant={shell.site.footer}
      groups={groups}
      navigationLabel={t('footer.nav')}
      promo={shell.site.footer === 'rewards' ? rewardsPromo(shell, t) : undefined}
      legal={
        <>
          {t('footer.copyright')} <CookieSettingsButton />
        </>
      }
      version={BUILD_VERSION}
    />
  );
}

/**
 * The rewards footer's programme line: a member sees their number and a link to their
 * membership; a signed-in shopper who is not one, the way to join on their profile; a
 * visitor, creating an account, which enrols them.
 */
function rewardsPromo(shell: ShellData, t: ReturnType<typeof useTranslation>['t']) {
  const title = t('footer.rewards.title');
  const loyaltyId = shell.shopper?.loyaltyId;
  if (loyaltyId) {
    return {
      text: `${title}: ${t('footer.rewards.member', { number: formatLoyaltyId(loyaltyId) })}`,
      linkLabel: t('footer.rewards.membership'),
      href: '/profile#rewards',
    };
  }
  return {
    text: `${title}: ${t('footer.rewards.body')}`,
    linkLabel: t('footer.rewards.join'),
    href: shell.shopper ? '/profile#rewards' : '/signin?screen=create',
  };
}
