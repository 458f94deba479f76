import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { exceptionEvent, pushToDataLayer } from '@snackshop/commerce-core/tracking';
import { ErrorFallback, Link } from '@snackshop/ui-kit';
import { useHydratedMark } from '../hydration/hydratedMark';
import { readConsent } from '../tracking/consentReader';
import * as styles from './shell.css';

function messageOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    const body = error.data as { message?: unknown } | undefined;
    return typeof body?.message === 'string' ? body.message : undefined;
  }
  return undefined;
}

/*
 * The one error boundary of both sites (root and routes). A missing page says so with a
 * link home; anything else shows 'Oops, there is an error!' with 'Try again?' (which
 * reloads the page's data) and is reported to tracking as an exception event.
 */
function ErrorScreen({ asMain }: { asMain: boolean }) {
  const error = useRouteError();
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A page whose root failed shows this screen in place of the shell: it has hydrated too.
  useHydratedMark();

  useEffect(() => {
    if (notFound) return;
    pushToDataLayer(exceptionEvent(error, { fatal: true, where: window.location.pathname }), {
      consent: readConsent(),
    });
  }, [error, notFound]);

  const Wrapper = asMain ? 'main' : 'div';
  if (notFound) {
    return (
      <Wrapper className={asMain ? styles.main : undefined}>
        <title>{messageOf(error) ?? t('error.notFound')}</title>
        <ErrorFallback
          title={messageOf(error) ?? t('error.notFound')}
          description={<Link href="/">{t('error.goHome')}</Link>}
        />
      </Wrapper>
    );
  }
  return (
    <Wrapper className={asMain ? styles.main : undefined}>
      <title>{t('error.fallback')}</title>
      <ErrorFallback
        title={t('error.fallback')}
        retryLabel={t('error.tryAgain')}
        onRetry={() => {
          if (isRouteErrorResponse(error)) void revalidator.revalidate();
          else window.location.reload();
        }}
      />
    </Wrapper>
  );
}

/** The root route's error boundary: the whole page failed, so it brings its own `<main>`. */
export function RootErrorBoundary() {
  return <ErrorScreen asMain />;
}

/** A page's error boundary, shown inside the shell (header and footer stay). */
export function RouteErrorBoundary() {
  return <ErrorScreen asMain={false} />;
}
