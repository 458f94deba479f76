import { useTranslation } from 'react-i18next';
import { useLoaderData, type MetaFunction } from 'react-router';
import { Accordion, Breadcrumbs, Heading } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { metaText, pageMeta, titleFrom } from '../../seo/meta';
import type { createContentLoader } from './content.server';
import type { ContentData, ContentSlug } from './types';

/** Pages read as questions and answers, shown in an Accordion. */
const QUESTION_PAGES: ReadonlySet<ContentSlug> = new Set(['faq', 'common-questions']);

export const contentMeta: MetaFunction = (args) => {
  const page = args.data as ContentData | undefined;
  if (!page) return [{ title: titleFrom(args, 'content.notFound') }];
  const { t } = metaText(args);
  return pageMeta(args, {
    title: t('content.title', { title: page.entry.title }),
    description: page.entry.summary,
    path: `/${page.slug}`,
  });
};

/**
 * A content page: the title and summary, then its sections: questions and answers in an
 * Accordion (FAQ, Common Questions), other pages as headed sections. Server rendered and
 * readable before JavaScript loads; the Accordion's answers are in the HTML.
 */
export function ContentPage() {
  const { slug, entry } = useLoaderData<ReturnType<typeof createContentLoader>>();
  const { t } = useTranslation();
  return (
    <article className={styles.section} data-content={slug}>
      <Breadcrumbs
        label={t('pdp.breadcrumb')}
        items={[{ label: t('site.home'), href: '/' }, { label: entry.title }]}
      />
      <Heading level="1">{entry.title}</Heading>
      <p className={styles.muted}>{entry.summary}</p>
      {QUESTION_PAGES.has(slug) ? (
        <Accordion
          headingLevel={2}
          items={entry.sections.map((section, index) => ({
            id: `q${index}`,
            title: section.heading,
            content: <p>{section.body}</p>,
          }))}
        />
      ) : (
        entry.sections.map((section) => (
          <section key={section.heading} className={styles.section}>
            <Heading level="2">{section.heading}</Heading>
            <p>{section.body}</p>
          </section>
        ))
      )}
    </article>
  );
}
