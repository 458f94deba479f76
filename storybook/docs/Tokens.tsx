import { contrastRatio, type ThemeTokens } from '@snackshop/ui-kit';
import type { CSSProperties, ReactNode } from 'react';

const cell: CSSProperties = {
  padding: '6px 10px',
  borderBottom: '1px solid #d0d0d0',
  textAlign: 'start',
  verticalAlign: 'middle',
};

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '8px 0 24px' }}>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} style={cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The contrast of two colours as `4.51:1`, or a dash when one is not a plain colour. */
function ratio(a: string, b: string): string {
  try {
    const value = contrastRatio(a, b);
    return Number.isFinite(value) ? `${value.toFixed(2)}:1` : '–';
  } catch {
    return '–';
  }
}

type ColourName = keyof ThemeTokens['color'];

/**
 * What each colour token is for and what it is read against: text 4.5:1 and controls or focus
 * rings 3:1 (WCAG 2.2 AA) against its paired background; fills and decorative colours have no
 * minimum of their own (a fill is judged by the text on it, its `onX` row). The pairs are those
 * `packages/ui-kit/src/themes/themes.test.ts` checks, shown here on the page surface.
 */
const colourRoles: Record<ColourName, { role: string; against?: ColourName; min?: 4.5 | 3 }> = {
  brand: {
    role: 'Fill of primary actions; a control seen on the page',
    against: 'surface',
    min: 3,
  },
  brandHover: { role: 'Brand fill while hovered or pressed (text on it: onBrand)' },
  onBrand: { role: 'Text and icons on brand', against: 'brand', min: 4.5 },
  brandText: { role: 'Brand-coloured text (links, sale prices)', against: 'surface', min: 4.5 },
  accent: { role: 'Secondary accent fill (badges, highlights)' },
  onAccent: { role: 'Text on accent', against: 'accent', min: 4.5 },
  surface: { role: 'Page background' },
  surfaceRaised: { role: 'Cards, tiles, popovers' },
  surfaceSunken: { role: 'Wells, skeletons, input tracks' },
  text: { role: 'Body text', against: 'surface', min: 4.5 },
  textMuted: { role: 'Secondary text (sizes, counts, hints)', against: 'surface', min: 4.5 },
  border: { role: 'Borders of controls that must be seen', against: 'surface', min: 3 },
  divider: { role: 'Decorative hairline dividers' },
  focus: { role: 'Focus ring', against: 'surface', min: 3 },
  success: { role: 'Success fill' },
  onSuccess: { role: 'Text on success', against: 'success', min: 4.5 },
  successText: { role: 'Success text and icons', against: 'surface', min: 4.5 },
  critical: { role: 'Critical fill' },
  onCritical: { role: 'Text on critical', against: 'critical', min: 4.5 },
  criticalText: { role: 'Critical text and icons', against: 'surface', min: 4.5 },
  neutral: { role: 'Quiet badges and selected chips' },
  onNeutral: { role: 'Text on neutral', against: 'neutral', min: 4.5 },
  disabled: { role: 'Fill of disabled controls (text on it: textMuted)' },
  overlay: { role: 'Scrim behind dialogs and drawers' },
  maintenance: { role: "The maintenance screen's background" },
  onMaintenance: { role: 'Text on maintenance', against: 'maintenance', min: 4.5 },
};

/** Pass or fail against the token's WCAG minimum, in words as well as a mark. */
function ContrastMark({ value, against, min }: { value: string; against: string; min: number }) {
  let measured: number;
  try {
    measured = contrastRatio(value, against);
  } catch {
    return <>–</>;
  }
  const pass = measured >= min;
  return (
    <strong>
      <span aria-hidden="true">{pass ? '✓' : '✗'}</span> {pass ? 'Pass' : 'Fail'} (AA {min}:1)
    </strong>
  );
}

/** The colour tokens with their role, a swatch and their contrast against their background. */
function ColourTable({ color }: { color: ThemeTokens['color'] }) {
  return (
    <Table head={['Token', 'Role', 'Swatch', 'Value', 'Against', 'Contrast', 'WCAG']}>
      {Object.entries(color).map(([name, value]) => {
        const { role, against, min } = colourRoles[name as ColourName];
        const background = against ? color[against] : undefined;
        return (
          <tr key={name}>
            <td style={cell}>
              <code>color.{name}</code>
            </td>
            <td style={cell}>{role}</td>
            <td style={cell}>
              <span
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  width: 48,
                  height: 24,
                  background: value,
                  border: '1px solid #888',
                  borderRadius: 4,
                }}
              />
            </td>
            <td style={cell}>
              <code>{value}</code>
            </td>
            <td style={cell}>{against ? <code>{against}</code> : '–'}</td>
            <td style={cell}>{background ? ratio(value, background) : '–'}</td>
            <td style={cell}>
              {background && min ? (
                <ContrastMark value={value} against={background} min={min} />
              ) : (
                'No minimum'
              )}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

/** The type scale: each step's size and line height with a specimen. */
function TypeScaleTable({ tokens }: { tokens: ThemeTokens }) {
  return (
    <Table head={['Step', 'Size', 'Line height', 'Specimen']}>
      {Object.entries(tokens.fontSize).map(([step, size]) => (
        <tr key={step}>
          <td style={cell}>
            <code>fontSize.{step}</code>
          </td>
          <td style={cell}>
            <code>{size}</code>
          </td>
          <td style={cell}>
            <code>{tokens.lineHeight[step as keyof typeof tokens.lineHeight]}</code>
          </td>
          <td style={{ ...cell, fontFamily: tokens.font.body, fontSize: size }}>
            Sea Salt Kettle Chips
          </td>
        </tr>
      ))}
    </Table>
  );
}

/** A group of tokens (`space.`, `radius.`...) with their values and, when given, a sample of each. */
function TokenTable({
  prefix,
  values,
  sample,
  valueStyle,
  sampleStyle,
}: {
  prefix: string;
  values: Record<string, string>;
  sample?: (value: string) => CSSProperties;
  valueStyle?: CSSProperties;
  sampleStyle?: CSSProperties;
}) {
  return (
    <Table head={sample ? ['Token', 'Value', ''] : ['Token', 'Value']}>
      {Object.entries(values).map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <code>
              {prefix}
              {name}
            </code>
          </td>
          <td style={{ ...cell, ...valueStyle }}>
            <code>{value}</code>
          </td>
          {sample && (
            <td style={{ ...cell, ...sampleStyle }}>
              <span aria-hidden="true" style={{ display: 'inline-block', ...sample(value) }} />
            </td>
          )}
        </tr>
      ))}
    </Table>
  );
}

/** Every token of one theme, read from its tokens (the values that fill the contract). */
export function ThemeTokenTables({ tokens }: { tokens: ThemeTokens }) {
  const { color } = tokens;
  const prefixed = (prefix: string, values: object, unit = '') =>
    Object.fromEntries(Object.entries(values).map(([n, v]) => [`${prefix}${n}`, `${v}${unit}`]));
  return (
    <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
      <h2>Colours</h2>
      <p>
        Each colour&apos;s role and, for text and controls, its contrast against the background it
        is read on: the page surface ({color.surface}), or for an <code>onX</code> colour{' '}
        <code>X</code>. WCAG 2.2 AA asks 4.5:1 for text and 3:1 for controls and focus rings; fills
        and decorative colours have none of their own (a fill is judged by the text on it).
      </p>
      <ColourTable color={color} />

      <h2>Type scale</h2>
      <p>
        Body font <code>{tokens.font.body}</code>, headings <code>{tokens.font.heading}</code>;
        weights{' '}
        {Object.entries(tokens.fontWeight)
          .map(([n, v]) => `${n} ${v}`)
          .join(', ')}
        .
      </p>
      <TypeScaleTable tokens={tokens} />

      <h2>Space</h2>
      <TokenTable
        prefix="space."
        values={tokens.space}
        sample={(value) => ({ width: value, height: 12, background: color.brand })}
      />

      <h2>Radii</h2>
      <TokenTable
        prefix="radius."
        values={tokens.radius}
        sample={(value) => ({
          width: 48,
          height: 32,
          background: color.surfaceSunken,
          border: `2px solid ${color.border}`,
          borderRadius: value,
        })}
      />

      <h2>Shadows</h2>
      <TokenTable
        prefix="shadow."
        values={tokens.shadow}
        valueStyle={{ wordBreak: 'break-all' }}
        sampleStyle={{ background: color.surface, padding: 16 }}
        sample={(value) => ({
          width: 64,
          height: 40,
          background: color.surfaceRaised,
          borderRadius: tokens.radius.medium,
          boxShadow: value,
        })}
      />

      <h2>Motion, layout and breakpoints</h2>
      <TokenTable
        prefix=""
        values={{
          ...prefixed('motion.', tokens.motion),
          ...prefixed('layout.', tokens.layout),
          ...prefixed('breakpoints.', tokens.breakpoints, 'px'),
        }}
      />
    </div>
  );
}
