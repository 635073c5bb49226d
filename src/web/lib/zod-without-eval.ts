// zod compiles object parsers with `new Function` where eval is allowed, and finds out by trying as
// soon as a z.object() is created: under the pages' CSP (no 'unsafe-eval') that try reports a
// violation. Browser code that loads a schema imports this module first, so it runs before the
// schema's module does. The browser's forms are small enough to parse without; the server, which
// shares this zod, keeps its compiler.
import { config } from 'zod';

if (typeof document !== 'undefined') config({ jitless: true });
