// The shop's brand as the messages it writes name it: a mail or text made inside a transaction
// reads the brand stored there, so a domain that sends one needs no settings service of its own.
import { brandSettingsSchema } from '../../../core/shop-settings';
import { DEFAULT_BRAND, type BrandSettings } from '../../../core/shop-settings-values';
import type { DbExecutor } from '../../db/executor';
import { readDocuments } from './documents';

const BRAND_KEY = 'settings.brand';

/** The stored brand over SPEC's; a stored value that no longer passes its schema reads as SPEC's. */
export async function readBrand(executor: DbExecutor): Promise<BrandSettings> {
  const stored = (await readDocuments(executor, [BRAND_KEY])).get(BRAND_KEY);
  if (!stored) return DEFAULT_BRAND;
  const parsed = brandSettingsSchema.safeParse({ ...DEFAULT_BRAND, ...(stored.value as object) });
  return parsed.success ? parsed.data : DEFAULT_BRAND;
}
