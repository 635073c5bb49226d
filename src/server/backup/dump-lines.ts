// A dump made by one PostgreSQL fitted to the database it is restored into, line by line, with
// every line kept in its place (a dropped line becomes blank), so an error's line number is the
// file's:
// - The settings at the top that the target does not know are dropped: PGlite's pg_dump (17)
//   writes `SET transaction_timeout = 0;`, which PostgreSQL 15 and 16 refuse. They only relax
//   timeouts for the restore's own session.
// - Without psql (the embedded database runs the SQL itself), psql's `\restrict KEY` guard and its
//   `\unrestrict KEY` are dropped: the server would take them for SQL.
import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

export interface LineRules {
  /** Every setting the target knows (pg_settings). */
  knownSettings: ReadonlySet<string>;
  /** The SQL runs without psql. */
  withoutPsql: boolean;
}

const SETTING = /^SET ([a-z_]+) = .*;$/;
const PROLOGUE = /^(--.*|SET .*|SELECT pg_catalog\.set_config\(.*|\\restrict \S+|\s*)$/;
const RESTRICT = /^\\restrict (\S+)$/;

export function dumpLineFitter(rules: LineRules): (line: string) => string {
  let inPrologue = true;
  let restrictKey: string | null = null;
  return (line) => {
    if (inPrologue && !PROLOGUE.test(line)) inPrologue = false;
    if (inPrologue) {
      const setting = SETTING.exec(line);
      if (setting && !rules.knownSettings.has(setting[1]!)) return '';
      const restrict = RESTRICT.exec(line);
      if (restrict && rules.withoutPsql) {
        restrictKey = restrict[1]!;
        return '';
      }
      return line;
    }
    if (restrictKey && line === `\\unrestrict ${restrictKey}`) return '';
    return line;
  };
}

/** The whole dump fitted at once (the embedded database takes it as one string). */
export function fitDump(text: string, rules: LineRules): string {
  const fitLine = dumpLineFitter(rules);
  return text.split('\n').map(fitLine).join('\n');
}

/** The dump fitted as it streams (to psql). */
export function fitDumpStream(rules: LineRules): Transform {
  const fitLine = dumpLineFitter(rules);
  // A character's bytes may be split between two chunks.
  const decoder = new StringDecoder('utf8');
  let carry = '';
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (carry + decoder.write(chunk)).split('\n');
      carry = lines.pop() ?? '';
      done(null, lines.length ? `${lines.map(fitLine).join('\n')}\n` : '');
    },
    flush(done) {
      const rest = carry + decoder.end();
      done(null, rest ? fitLine(rest) : '');
    },
  });
}
