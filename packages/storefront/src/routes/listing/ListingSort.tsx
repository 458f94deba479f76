import { useTranslation } from 'react-i18next';
import { Form, useLocation, useSubmit } from 'react-router';
import { Button } from '@snackshop/ui-kit';
import * as styles from '../../catalogue/catalogue.css';
import { FACET_IDS, SORT_OPTIONS, type ListingQuery } from '../../site/listingQuery';

/**
 * The listing's sort: a GET form keeping the filters, sent as the choice changes (with
 * JavaScript) or with its Apply button (without).
 */
export function ListingSort({ query }: { query: ListingQuery }) {
  const { t } = useTranslation();
  const submit = useSubmit();
  // The filters go as hidden fields: the action is the page without this visit's query.
  const { pathname } = useLocation();
  return (
    <Form
      method="get"
      action={pathname}
      className={styles.inlineForm}
      onChange={(event) => void submit(event.currentTarget, { preventScrollReset: true })}
    >
      {FACET_IDS.flatMap((id) =>
        query.filters[id].map((value) => (
          <input key={`${id}:${value}`} type="hidden" name={id} value={value} />
        )),
      )}
      <label htmlFor="listing-sort">{t('plp.sort.label')}</label>
      <select id="listing-sort" name="sort" defaultValue={query.sort} className={styles.select}>
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
      <noscript>
        <Button type="submit" size="small" variant="outline">
          {t('plp.sort.apply')}
        </Button>
      </noscript>
    </Form>
  );
}
