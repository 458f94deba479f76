import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { ChevronDownIcon } from '../private/icons';
import { useStylesheetCheck } from '../private/useStylesheetCheck';
import * as styles from './Accordion.css';

/** Accordion's props as data. */
export const accordionProps = {
  type: { values: ['single', 'multiple'], default: 'multiple' },
  headingLevel: { values: [2, 3, 4], default: 3 },
} as const;

/** One question and its answer. */
export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** `single` keeps one answer open at a time; `multiple` (default) lets readers compare. */
  type?: (typeof accordionProps.type.values)[number];
  /** Ids open at first. */
  defaultOpen?: readonly string[];
  /** Heading level of each question, so the page outline stays correct. */
  headingLevel?: (typeof accordionProps.headingLevel.values)[number];
}

/**
 * Questions that expand to their answers (the FAQ), on Radix Accordion: each question is
 * a button inside a heading with `aria-expanded`; Enter or Space toggles, the arrow keys,
 * Home and End move between questions.
 */
export function Accordion({
  items,
  type = accordionProps.type.default,
  defaultOpen = [],
  headingLevel = accordionProps.headingLevel.default,
}: AccordionProps) {
  useStylesheetCheck('Accordion', styles.root);
  const Heading = `h${headingLevel}` as const;
  const children = items.map((item) => (
    <RadixAccordion.Item
      key={item.id}
      value={item.id}
      disabled={item.disabled}
      className={styles.item}
    >
      <RadixAccordion.Header asChild>
        <Heading className={styles.heading}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {item.title}
            <span className={styles.chevron}>
              <ChevronDownIcon />
            </span>
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>{item.content}</RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  return type === 'single' ? (
    <RadixAccordion.Root
      type="single"
      collapsible
      defaultValue={defaultOpen[0]}
      className={styles.root}
    >
      {children}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="multiple" defaultValue={[...defaultOpen]} className={styles.root}>
      {children}
    </RadixAccordion.Root>
  );
}
