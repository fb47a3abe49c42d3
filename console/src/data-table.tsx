// The console's tables: a captioned table with column headers in a ScrollBox (so it scrolls sideways
// on a phone), a line saying so when it has no rows, and `aria-busy` while its rows are being replaced.
import type { ComponentChildren, JSX } from 'preact';
import { ScrollBox } from './scroll-box';

export function DataTable<Row>(props: {
  /** Names the scrolling region. */
  label: string;
  testId: string;
  caption: ComponentChildren;
  columns: readonly string[];
  rows: readonly Row[];
  /** One `<tr>` a row, with its key. */
  row: (row: Row) => JSX.Element;
  /** The table's one line when there are no rows. */
  empty?: string;
  busy?: boolean;
}) {
  const { label, testId, caption, columns, rows, row, empty = 'None.', busy } = props;
  return (
    <ScrollBox label={label}>
      <table data-testid={testId} aria-busy={busy}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length}>{empty}</td>
            </tr>
          )}
          {rows.map(row)}
        </tbody>
      </table>
    </ScrollBox>
  );
}
