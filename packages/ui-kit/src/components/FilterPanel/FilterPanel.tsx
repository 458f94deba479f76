import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { Button } from '../Button/Button';
import { Checkbox } from '../Checkbox/Checkbox';
import type { DrawerProps } from '../Drawer/Drawer';
import { CrossIcon, FilterIcon } from '../private/icons';
import { useControllableState } from '../private/useControllableState';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './FilterPanel.css';

/**
 * The phone drawer and the dialog code under it, fetched when the shopper reaches for the
 * Filters button (pointer, focus or press): a page with filters shows, hydrates and
 * settles without them.
 */
const loadDrawer = () => import('../Drawer/Drawer').then((module) => module.Drawer);

/** Sub-filters shown per facet before "Show more" (SPEC: show-more sub-filters limit). */
export const FILTER_SHOW_MORE_LIMIT = 10;

export interface FilterOption {
  value: string;
  label: string;
  /** Products matching this option. */
  count?: number;
}

export interface FilterFacet {
  /** Key in the selection, e.g. `brand`, `productType`, `flavor`, `size`. */
  id: string;
  label: string;
  options: readonly FilterOption[];
}

/** Selected option values per facet id. */
export type FilterSelection = Readonly<Record<string, readonly string[]>>;

/** English text; pass translated text through `labels`. */
export const filterPanelLabels = {
  title: 'Filters',
  clearAll: 'Clear all',
  showMore: 'Show more',
  showLess: 'Show less',
  selected: 'Selected filters',
  /** Name of a chip's remove button. */
  remove: (option: string) => `Remove filter ${option}`,
  /** The mobile button that opens the drawer, with the number of selected filters. */
  open: (selectedCount: number) => (selectedCount ? `Filters (${selectedCount})` : 'Filters'),
  /** The drawer's close-and-apply button, with the number of results. */
  showResults: (resultCount?: number) =>
    resultCount === undefined ? 'Show results' : `Show ${resultCount} results`,
  close: 'Close',
};

export type FilterPanelLabels = typeof filterPanelLabels;

export interface FilterPanelProps {
  /** Facets in display order (brand, product type, flavor, size...). */
  facets: readonly FilterFacet[];
  /** Selected values (controlled). */
  selection?: FilterSelection;
  /** Starting selection when uncontrolled. */
  defaultSelection?: FilterSelection;
  onSelectionChange?: (selection: FilterSelection) => void;
  /** Number of matching products, for the drawer's "Show n results" button. */
  resultCount?: number;
  /** Sub-filters per facet before "Show more"; 10 by default. */
  showMoreLimit?: number;
  labels?: Partial<FilterPanelLabels>;
}

/**
 * Listing filters: one group of checkboxes per facet with product counts, the selected
 * filters as removable chips, Clear all, and "Show more" once a facet has more than
 * `showMoreLimit` options. From tablet width up it sits in the page; on phones a Filters
 * button opens the same panel in a drawer.
 */
export function FilterPanel({
  facets,
  selection,
  defaultSelection = {},
  onSelectionChange,
  resultCount,
  showMoreLimit = FILTER_SHOW_MORE_LIMIT,
  labels: labelOverrides,
}: FilterPanelProps) {
  const labels = { ...filterPanelLabels, ...labelOverrides };
  useStylesheetCheck('FilterPanel', styles.root);
  const [selected, setSelected] = useControllableState(
    selection,
    defaultSelection,
    onSelectionChange,
  );
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerWanted, setDrawerWanted] = useState(false);
  const Drawer = useDrawer(drawerWanted || drawerOpen);
  const wantDrawer = () => setDrawerWanted(true);
  const filtersButton = useRef<HTMLButtonElement>(null);
  const selectedCount = Object.values(selected).reduce((n, values) => n + values.length, 0);

  const toggle = (facetId: string, value: string, on: boolean) => {
    const current = selected[facetId] ?? [];
    const next = on ? [...current, value] : current.filter((v) => v !== value);
    const { [facetId]: _removed, ...others } = selected;
    setSelected(next.length ? { ...others, [facetId]: next } : others);
  };

  const panel = (placement: PanelProps['placement']) => (
    <Panel
      placement={placement}
      facets={facets}
      selected={selected}
      selectedCount={selectedCount}
      showMoreLimit={showMoreLimit}
      labels={labels}
      onToggle={toggle}
      onClearAll={() => setSelected({})}
    />
  );

  return (
    <div className={styles.root}>
      <div className={styles.inline}>{panel('inline')}</div>
      <div className={styles.mobileBar}>
        {/* Outside the drawer, so it works (and keeps focus) while the drawer's code loads:
            a tap before then opens the drawer as soon as it is there. */}
        <Button
          ref={filtersButton}
          variant="outline"
          tone="neutral"
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          onPointerEnter={wantDrawer}
          onPointerDown={wantDrawer}
          onFocus={wantDrawer}
          onClick={() => setDrawerOpen(true)}
        >
          <FilterIcon />
          {labels.open(selectedCount)}
        </Button>
        {Drawer && (
          <Drawer
            side="start"
            title={labels.title}
            open={drawerOpen}
            onOpenChange={setDrawerOpen}
            returnFocusTo={filtersButton}
            closeLabel={labels.close}
            footer={
              <Button fullWidth onClick={() => setDrawerOpen(false)}>
                {labels.showResults(resultCount)}
              </Button>
            }
          >
            {panel('drawer')}
          </Drawer>
        )}
      </div>
    </div>
  );
}

/** The Drawer component once `wanted` and its code has loaded, else null. */
function useDrawer(wanted: boolean): ComponentType<DrawerProps> | null {
  const [Drawer, setDrawer] = useState<ComponentType<DrawerProps> | null>(null);
  useEffect(() => {
    if (!wanted) return undefined;
    let mounted = true;
    void loadDrawer().then((loaded) => {
      if (mounted) setDrawer(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return Drawer;
}

interface PanelProps {
  /** In the page beside the products, or in the phone's Filters drawer (which titles it). */
  placement: 'inline' | 'drawer';
  facets: readonly FilterFacet[];
  selected: FilterSelection;
  selectedCount: number;
  showMoreLimit: number;
  labels: FilterPanelLabels;
  onToggle: (facetId: string, value: string, on: boolean) => void;
  onClearAll: () => void;
}

function Panel({
  placement,
  facets,
  selected,
  selectedCount,
  showMoreLimit,
  labels,
  onToggle,
  onClearAll,
}: PanelProps) {
  const chipsId = useId();
  const chips = facets.flatMap((facet) =>
    facet.options
      .filter((option) => selected[facet.id]?.includes(option.value))
      .map((option) => ({ facet, option })),
  );
  return (
    <div className={styles.panel}>
      <div className={styles.header}>
        {/* In the drawer, the drawer's own title names the panel. */}
        {placement === 'inline' && <h2 className={styles.heading}>{labels.title}</h2>}
        {selectedCount > 0 && (
          <Button variant="ghost" tone="neutral" size="small" onClick={onClearAll}>
            {labels.clearAll}
          </Button>
        )}
      </div>
      {chips.length > 0 && (
        <>
          <span id={chipsId} hidden>
            {labels.selected}
          </span>
          <ul className={styles.chips} aria-labelledby={chipsId}>
            {chips.map(({ facet, option }) => (
              <li key={`${facet.id}:${option.value}`}>
                <Button
                  variant="outline"
                  tone="neutral"
                  size="small"
                  aria-label={labels.remove(option.label)}
                  onClick={() => onToggle(facet.id, option.value, false)}
                >
                  {option.label}
                  <CrossIcon />
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {facets.map((facet) => (
        <Facet
          key={facet.id}
          facet={facet}
          selectedValues={selected[facet.id] ?? []}
          showMoreLimit={showMoreLimit}
          labels={labels}
          onToggle={onToggle}
        />
      ))}
    </div>
  );
}

interface FacetProps {
  facet: FilterFacet;
  selectedValues: readonly string[];
  showMoreLimit: number;
  labels: FilterPanelLabels;
  onToggle: (facetId: string, value: string, on: boolean) => void;
}

function Facet({ facet, selectedValues, showMoreLimit, labels, onToggle }: FacetProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const overflows = facet.options.length > showMoreLimit;
  const visible = overflows && !expanded ? facet.options.slice(0, showMoreLimit) : facet.options;
  return (
    <fieldset className={styles.facet} data-facet={facet.id}>
      <legend className={styles.legend}>{facet.label}</legend>
      {/* The fieldset groups and names the boxes: no list around them (a listing shows
          dozens, and every element counts). */}
      <div className={styles.options} id={listId}>
        {visible.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            count={option.count}
            checked={selectedValues.includes(option.value)}
            onCheckedChange={(on) => onToggle(facet.id, option.value, on)}
          />
        ))}
      </div>
      {overflows && (
        <Button
          className={styles.showMore}
          variant="ghost"
          size="small"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? labels.showLess : labels.showMore}
        </Button>
      )}
    </fieldset>
  );
}
