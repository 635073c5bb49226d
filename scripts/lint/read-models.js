// The console's named read models: a screen that reads several domains' tables where they lie,
// because going through each door would cost the screen its speed. Each file says in its header
// which tables it reads and why; here it names the domains whose tables.ts it may import, and the
// linter (architecture.js) lets it import exactly those. Every other file still reads another
// domain's data through that domain's index.ts.
export const READ_MODELS_DIR = 'src/server/services/console/read-models';

export const readModels = {
  [`${READ_MODELS_DIR}/today.ts`]: ['orders'],
};
