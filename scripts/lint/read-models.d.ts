/** Where the console's named read models live (read-models.js). */
export declare const READ_MODELS_DIR: string;
/** Each named read model and the domains whose tables.ts it may import (read-models.js). */
export declare const readModels: Record<string, string[]>;
