// Wall times as the gate's scripts print them (scripts/validate.mjs, scripts/run-tests.mjs).

/** `ms` as seconds with one decimal, e.g. "12.3 s". */
export function formatSeconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** Rows under a header, each column padded to its widest cell; all but the first right-aligned. */
export function printTable(header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, column) => Math.max(...all.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        column > 0 ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ');
  console.log(line(header));
  for (const row of rows) console.log(line(row));
}
