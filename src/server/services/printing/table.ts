// A table on a PDF page whose cells wrap within their column. A table that reaches the foot of a
// page goes on at the top of the next, under its header drawn again.
import { MUTED, SHADE, type PdfPageWriter, type TextStyle } from './page-writer';

export interface Column<Row> {
  title: string;
  width: number;
  align: 'left' | 'right';
  value: (row: Row) => string;
}

const SIZE = 9;
export const LINE_HEIGHT = 11;
const PAD = 4;

function drawRow<Row>(writer: PdfPageWriter, columns: Column<Row>[], cells: string[][], style: TextStyle) {
  let x = writer.left;
  columns.forEach((column, index) => {
    cells[index]!.forEach((text, line) => {
      const top = writer.y - PAD - line * LINE_HEIGHT;
      if (column.align === 'right')
        writer.text(text, x + column.width - PAD, top, { ...style, align: 'right' });
      else writer.text(text, x + PAD, top, style);
    });
    x += column.width;
  });
}

function drawHeader<Row>(writer: PdfPageWriter, columns: Column<Row>[]) {
  const height = LINE_HEIGHT + 2 * PAD;
  writer.page.drawRectangle({
    x: writer.left,
    y: writer.y - height,
    width: writer.width,
    height,
    color: SHADE,
  });
  drawRow(
    writer,
    columns,
    columns.map((column) => [column.title]),
    { size: 8, bold: true, color: MUTED },
  );
  writer.y -= height;
}

/**
 * A table whose cells wrap within their column; no row is split between two pages, and the last
 * row keeps `keepWithLast` points below it on its page (the totals never stand alone).
 */
export function drawTable<Row>(
  writer: PdfPageWriter,
  columns: Column<Row>[],
  rows: readonly Row[],
  keepWithLast = 0,
) {
  writer.ensure(3 * (LINE_HEIGHT + 2 * PAD));
  drawHeader(writer, columns);
  writer.onNewPage = () => drawHeader(writer, columns);
  rows.forEach((row, index) => {
    const cells = columns.map((column) =>
      writer.wrap(column.value(row), column.width - 2 * PAD, { size: SIZE }),
    );
    const height = Math.max(...cells.map((lines) => lines.length)) * LINE_HEIGHT + 2 * PAD;
    writer.ensure(height + (index === rows.length - 1 ? keepWithLast : 0));
    drawRow(writer, columns, cells, { size: SIZE });
    writer.y -= height;
    writer.rule(writer.y);
  });
  writer.onNewPage = null;
}
