/** The service files still reading other domains' tables through db/schema.ts (table-reads-todo.js). */
export declare const tableReadsTodo: string[];
