// Makes the shop's cut of Inter again (scripts/fonts/inter.ts): run after upgrading
// @fontsource-variable/inter, when the font test says the kept file is out of date.
import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../src/server/lib/project-root';
import { cutInter, INTER_CUT, INTER_SOURCE } from './fonts/inter';

const font = await cutInter();
await writeFile(path.join(projectRoot(), INTER_CUT), font);
const { size } = await stat(INTER_SOURCE);
console.log(`${INTER_CUT}: ${font.length} bytes (the full weight range: ${size})`);
