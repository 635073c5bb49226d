// A dump loaded into the embedded database, in one transaction. PGlite has no psql to feed a COPY
// block's rows from the file, so a dump made by the server's pg_dump (its rows in COPY blocks) is
// cut into SQL, run as it is, and COPY blocks, each loaded from its rows as PGlite's '/dev/blob'.
// A dump made by PGlite's own pg_dump (INSERTs) is one piece of SQL.
import type { PGlite, Transaction } from '@electric-sql/pglite';

/** The database refused a statement; `line` is the backup's line where it happened, when known. */
export class LoadFailed extends Error {
  constructor(
    message: string,
    readonly line: number | null,
  ) {
    super(message);
  }
}

type Piece =
  | { kind: 'sql'; text: string; line: number }
  | { kind: 'copy'; statement: string; rows: string; line: number };

const COPY_LINE = /^(COPY \S+(?: \([^)]*\))?) FROM stdin;$/;
const END_OF_ROWS = '\\.';

/** Runs `clear` and then `dump` (the whole file, fitted) in one transaction, or nothing. */
export async function loadDump(client: PGlite, dump: string, clear: string | null): Promise<void> {
  await client.transaction(async (tx) => {
    if (clear) await tx.exec(clear);
    for (const piece of piecesOf(dump)) await run(tx, piece);
  });
}

async function run(tx: Transaction, piece: Piece) {
  try {
    if (piece.kind === 'sql') {
      await tx.exec(piece.text);
    } else {
      await tx.query(`${piece.statement} FROM '/dev/blob'`, [], { blob: new Blob([piece.rows]) });
    }
  } catch (error) {
    const { message, position, where } = error as { message?: string; position?: string; where?: string };
    const at = Number(position);
    // PostgreSQL's position counts characters from 1; a COPY error names its row ("line 3").
    const row = /line (\d+)/.exec(where ?? '');
    const line =
      piece.kind === 'sql' && at > 0
        ? piece.line + piece.text.slice(0, at - 1).split('\n').length - 1
        : piece.kind === 'copy' && row
          ? piece.line + Number(row[1])
          : null;
    throw new LoadFailed(message ?? String(error), line);
  }
}

function piecesOf(dump: string): Piece[] {
  const lines = dump.split('\n');
  const pieces: Piece[] = [];
  let sql: string[] = [];
  let sqlLine = 1;
  for (let i = 0; i < lines.length; i++) {
    const copy = COPY_LINE.exec(lines[i]!);
    if (!copy) {
      sql.push(lines[i]!);
      continue;
    }
    pieces.push({ kind: 'sql', text: sql.join('\n'), line: sqlLine });
    const end = lines.indexOf(END_OF_ROWS, i + 1);
    if (end < 0) throw new LoadFailed(`the rows of "${copy[1]}" have no end`, i + 1);
    const rows = lines.slice(i + 1, end);
    pieces.push({
      kind: 'copy',
      statement: copy[1]!,
      rows: rows.length ? `${rows.join('\n')}\n` : '',
      line: i + 1,
    });
    i = end;
    sql = [];
    sqlLine = end + 2;
  }
  pieces.push({ kind: 'sql', text: sql.join('\n'), line: sqlLine });
  return pieces.filter((piece) => piece.kind === 'copy' || piece.text.trim() !== '');
}
