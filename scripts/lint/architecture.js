// The shape of the code, held by the linter (docs/architecture.md explains each floor). Zones are
// worked out from the folders on disk, so a new domain or feature folder is covered the day it is
// made, with no list here to keep up.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import { READ_MODELS_DIR, readModels } from './read-models.js';

const root = path.resolve(import.meta.dirname, '../..');

function foldersIn(dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// Everywhere code of ours lives: a domain's door is watched from all of it.
const everywhere = [
  'src/server/!(services)/**',
  'src/server/*.ts',
  'src/server/services/*.ts',
  'src/web/**',
  'test/**',
  'scripts/**',
  'bench/**',
  'e2e/**',
];

const floorZones = [
  {
    target: 'src/core',
    from: ['src/server', 'src/web'],
    message: 'src/core is pure rules: it imports nothing of the server or the pages.',
  },
  {
    target: ['src/server/services', 'src/server/integrations', 'src/server/db', 'src/server/jobs'],
    from: 'src/server/api',
    message: 'The API calls services; nothing below it imports the API.',
  },
  {
    // A page and its API route show one read model, which the owning domain shapes for both.
    target: 'src/web',
    from: 'src/server/api',
    message:
      "Pages reach the server through services, never the API's modules: what both need belongs to its domain.",
  },
  {
    target: 'src/server/integrations',
    from: 'src/server/services',
    message: 'A client or simulator never imports a service: what it needs is passed in when it is mounted.',
  },
  {
    // Each integration's env.ts is the part of the config it reads (zod only), so config gathers
    // those; the clients, transports and simulators themselves are what config must not pull in.
    target: 'src/server/config',
    from: ['src/server/integrations/**', 'src/server/services/**'],
    except: ['**/integrations/*/env.ts'],
    message: 'Config never imports the modules it configures.',
  },
  {
    target: 'src/server',
    from: 'src/web',
    except: [],
    message: 'The server never imports the pages.',
  },
];

export const domains = foldersIn('src/server/services');

const domainZones = domains.map((domain) => ({
  target: [...everywhere, `src/server/services/!(${domain})/**`],
  from: `src/server/services/${domain}`,
  except: ['./index.ts', './tables.ts'],
  message: `Enter services/${domain}/ through its index.ts: its other files are its own business.`,
}));

// A domain's tables are its own. Only db/schema.ts gathers them (for drizzle-kit and the tools that
// see the whole database), another domain's tables.ts may name them in a foreign key, and a named
// read model of the console may read the tables read-models.js lists for it; every other read goes
// through the owning domain's index.ts.
function readModelsOf(domain) {
  return Object.entries(readModels)
    .filter(([, reads]) => reads.includes(domain))
    .map(([file]) => path.basename(file, '.ts'));
}

function otherDomainsFiles(domain) {
  if (domain === 'console') return ['src/server/services/!(console)/**/!(tables).ts'];
  const readers = readModelsOf(domain);
  return [
    `src/server/services/!(${domain}|console)/**/!(tables).ts`,
    'src/server/services/console/!(tables).ts',
    `src/server/services/console/!(${path.basename(READ_MODELS_DIR)})/**/!(tables).ts`,
    `${READ_MODELS_DIR}/${readers.length > 0 ? `!(${readers.join('|')})` : '*'}.ts`,
    `${READ_MODELS_DIR}/*/**`,
  ];
}

const tableZones = domains.map((domain) => ({
  target: [
    ...everywhere.filter((zone) => zone !== 'src/server/!(services)/**' && zone !== 'test/**'),
    'src/server/!(services|db)/**',
    'src/server/db/**/!(schema).ts',
    ...otherDomainsFiles(domain),
  ],
  from: `src/server/services/${domain}/tables.ts`,
  message: `services/${domain}/tables.ts is the domain's own: read its data through services/${domain}/index.ts.`,
}));

// ui/ holds the primitives every feature may use; a feature folder never reaches into a sibling.
export const features = foldersIn('src/web/components').filter((folder) => folder !== 'ui');

const featureZones = features.map((feature) => ({
  target: `src/web/components/${feature}`,
  from: 'src/web/components',
  except: [`./${feature}`, './ui'],
  message: `components/${feature}/ imports only ui/, lib/ and itself: move what two features share to ui/ or lib/.`,
}));

export const architecture = [
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Imported files are parsed to follow their own imports (cycles): ours are TypeScript.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...floorZones, ...domainZones, ...tableZones, ...featureZones] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
];
