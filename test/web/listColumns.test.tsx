import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import type { TranslateFunction } from 'react-admin';
import { exportColumns, tableColumns, type ListColumn } from '../../src/common/list/columns';
import { exportDay, toCsv } from '../../src/common/export/listExport';

/** One column description feeds a list's screen and its export (issue 27). */
interface Row {
  id: string;
  name: string;
  started: string | null;
  expired: boolean;
}

const texts: Record<string, string> = { name: 'Name', started: 'Active since', status: 'Status', expired: 'Expired', invited: 'Invited', action: 'Action' };
const translate = ((key: string) => texts[key] ?? key) as TranslateFunction;

const columns: ListColumn<Row>[] = [
  { source: 'name', label: 'name', render: (row) => <strong>{row.name}</strong> },
  { source: 'started', label: 'started', foldOnPhone: true, render: (row) => row.started ?? '', exportValue: (row) => exportDay(row.started) },
  { source: 'expired', label: 'status', exportValue: (row, t) => t(row.expired ? 'expired' : 'invited') },
  { label: 'action', exportValue: false, render: () => <button type="button">Invite again</button> },
];

const rows: Row[] = [
  { id: '1', name: 'Sam de Vries', started: '2026-08-01', expired: false },
  { id: '2', name: 'Anna Bakker', started: null, expired: true },
];

describe('a list column, described once', () => {
  it('exports the columns on screen that hold a value, in their order, headers translated', () => {
    const exported = exportColumns(columns, translate);
    expect(exported.map((column) => column.header)).toEqual(['Name', 'Active since', 'Status']);
    expect(toCsv({ title: 'People', columns: exported, rows })).toBe(
      '\uFEFFName,Active since,Status\r\nSam de Vries,2026-08-01,Invited\r\nAnna Bakker,,Expired\r\n',
    );
  });

  it('exports the field itself when no export value is given (not what the screen draws)', () => {
    const [name] = exportColumns(columns, translate);
    expect(name!.value(rows[0]!)).toBe('Sam de Vries');
  });

  it('gives DataTable one column per description, with its field, header and phone folding', () => {
    const elements = tableColumns(columns).filter(isValidElement) as ReactElement<{ source?: string; label: string; sx?: object; render?: (row: Row) => unknown }>[];
    expect(elements.map((element) => element.props.label)).toEqual(['name', 'started', 'status', 'action']);
    expect(elements.map((element) => element.props.source)).toEqual(['name', 'started', 'expired', undefined]);
    expect(elements[1]!.props.sx).toBeDefined();
    expect(elements[0]!.props.sx).toBeUndefined();
    render(<>{elements[3]!.props.render!(rows[0]!) as ReactElement}</>);
    expect(screen.getByRole('button', { name: 'Invite again' })).toBeTruthy();
  });
});
