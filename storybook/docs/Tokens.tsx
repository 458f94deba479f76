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

/**
 * The colour a token is read against: `onBrand` on `brand`, the rest on the page's surface.
 * WCAG 2.2 AA asks 4.5:1 for text and 3:1 for controls and focus rings.
 */
function background(name: string, color: ThemeTokens['color']): string {
  if (name.startsWith('on')) {
    const base = name.charAt(2).toLowerCase() + name.slice(3);
    if (base in color) return color[base as keyof ThemeTokens['color']];
  }
  return color.surface;
}

/** The colour tokens with a swatch and their contrast against what they are read on. */
function ColourTable({ color }: { color: ThemeTokens['color'] }) {
  return (
    <Table head={['Token', 'Swatch', 'Value', 'Against', 'Contrast']}>
      {Object.entries(color).map(([name, value]) => {
        const against = background(name, color);
        return (
          <tr key={name}>
            <td style={cell}>
              <code>color.{name}</code>
            </td>
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
            <td style={cell}>
              <code>{against}</code>
            </td>
            <td style={cell}>{ratio(value, against)}</td>
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
        Contrast is measured against the page surface ({color.surface}), or for an <code>onX</code>{' '}
        colour against <code>X</code>. AA asks 4.5:1 for text, 3:1 for controls.
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
