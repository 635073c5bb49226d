// The <picture> of a content page's image path: the shipped hero photos and portraits with every
// width and format the build made, an uploaded picture with the sizes its upload stored.
import { galleryPicture, heroPicture, portraitPicture, type Picture } from './images';

const HERO = /^\/generated\/hero\/hero-(\d+)-\d+\.webp$/;
const PORTRAIT = /^\/generated\/people\/portrait-(\d+)\.webp$/;

export function contentPicture(path: string): Picture {
  const hero = HERO.exec(path);
  if (hero) return heroPicture(Number(hero[1]));
  const portrait = PORTRAIT.exec(path);
  if (portrait) return portraitPicture(Number(portrait[1]));
  return galleryPicture(path);
}
