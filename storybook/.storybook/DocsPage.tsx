import {
  Controls,
  Description,
  Markdown,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { Badge } from '@snackshop/ui-kit';

/**
 * What each status tag promises a team building a page; a component's stories file tags
 * its meta with one of them.
 */
const statuses = {
  stable: {
    tone: 'success',
    label: 'Stable',
    text: 'Used by the storefront: its props change only in a release marked breaking, with a migration note.',
  },
  beta: {
    tone: 'accent',
    label: 'Beta',
    text: 'No page uses it yet: its props may still change in a minor version.',
  },
} as const;

/**
 * The autodocs page with the component's status under its title and, when its stories file
 * gives one (`parameters.usage`, Markdown with the sections Usage, Do and don't, and
 * Accessibility), the guidance between the first story and the props table, so a reader meets
 * when and how to use the component before its props.
 */
export function DocsPage() {
  const { preparedMeta } = useOf('meta');
  const status = preparedMeta.tags.includes('beta')
    ? statuses.beta
    : preparedMeta.tags.includes('stable')
      ? statuses.stable
      : undefined;
  const usage = preparedMeta.parameters.usage as string | undefined;
  return (
    <>
      <Title />
      {status && (
        <p className="docs-status">
          <Badge tone={status.tone}>{status.label}</Badge> {status.text}
        </p>
      )}
      <Subtitle />
      <Description />
      <Primary />
      {usage && <Markdown>{usage}</Markdown>}
      <Controls />
      <Stories />
    </>
  );
}
