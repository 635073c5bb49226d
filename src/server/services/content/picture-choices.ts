// The pictures the owner may pick for a testimonial or the home carousel: the photos and portraits
// the shop ships, then every picture uploaded to a product in the console, each named so the owner
// knows it without seeing the file name.
import {
  HERO_COUNT,
  PORTRAIT_COUNT,
  UPLOADS_BASE,
  heroImagePath,
  portraitImagePath,
} from '../../../core/images';
import type { DbExecutor } from '../../db/executor';
import { productGalleries } from '../catalogue';

export interface PictureChoice {
  path: string;
  label: string;
}

export async function contentPictureChoices(db: DbExecutor): Promise<PictureChoice[]> {
  const shipped: PictureChoice[] = [
    ...Array.from({ length: HERO_COUNT }, (_, i) => ({
      path: heroImagePath(i + 1, 1600),
      label: `Shop photo ${i + 1}`,
    })),
    ...Array.from({ length: PORTRAIT_COUNT }, (_, i) => ({
      path: portraitImagePath(i + 1),
      label: `Customer portrait ${i + 1}`,
    })),
  ];
  const rows = await productGalleries(db);
  const seen = new Set(shipped.map((choice) => choice.path));
  const uploaded: PictureChoice[] = [];
  for (const row of rows) {
    row.images.forEach((path, index) => {
      if (!path.startsWith(`${UPLOADS_BASE}/`) || seen.has(path)) return;
      seen.add(path);
      uploaded.push({ path, label: `${row.name}, picture ${index + 1}` });
    });
  }
  return [...shipped, ...uploaded];
}
