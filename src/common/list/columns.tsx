import type { ReactNode } from 'react';
import { DataTable, type TranslateFunction } from 'react-admin';
import type { ExportColumn, ExportValue } from '../export/listExport';
import { FOLD_ON_PHONE } from './phone';

/**
 * One column of a list, described once: the screen's DataTable column and the export's column (issue
 * 14) are both made from it, so a list and its file cannot drift apart (a column added to one only).
 */
export interface ListColumn<Row> {
  /** The row's field: the sort key, and what the cell and the file hold unless `render`/`exportValue` say otherwise. */
  source?: keyof Row & string;
  /** The header, a translation key: the same on screen and in the file. */
  label: string;
  /** The cell on screen (a picture, a bar, a link); the field's value as it is without it. */
  render?: (row: Row) => ReactNode;
  /** Where the cell sits on screen (a button centred). */
  align?: 'left' | 'center' | 'right';
  /** A number shown as the field's value, right-aligned (react-admin's NumberCol); no `render` then. */
  number?: boolean;
  /** Folded away on a phone (its value then shows in the first column's details line). */
  foldOnPhone?: boolean;
  /**
   * The cell in the file: the field's value unless given (a date as a calendar day, a status in
   * words); `false` for a column with nothing to export (a link, a button).
   */
  exportValue?: false | ((row: Row, translate: TranslateFunction) => ExportValue);
}

const keyOf = (column: ListColumn<never>) => column.source ?? column.label;

/** The columns as DataTable's children, in their order. */
export function tableColumns<Row>(columns: ListColumn<Row>[]): ReactNode[] {
  return columns.map((column) => {
    const key = keyOf(column as ListColumn<never>);
    const sx = column.foldOnPhone ? FOLD_ON_PHONE : undefined;
    if (column.number && column.source) {
      return <DataTable.NumberCol key={key} source={column.source} label={column.label} sx={sx} align={column.align} />;
    }
    return (
      <DataTable.Col
        key={key}
        source={column.source}
        label={column.label}
        sx={sx}
        align={column.align}
        render={column.render as ((row: unknown) => ReactNode) | undefined}
      />
    );
  });
}

/** The columns of the list's export, in the order on screen, headers in the page's language. */
export function exportColumns<Row>(columns: ListColumn<Row>[], translate: TranslateFunction): ExportColumn<Row>[] {
  return columns.flatMap((column) => {
    const { exportValue, source } = column;
    if (exportValue === false || (!exportValue && !source)) return [];
    const value = exportValue ? (row: Row) => exportValue(row, translate) : (row: Row) => row[source!] as ExportValue;
    return [{ header: translate(column.label), value }];
  });
}
