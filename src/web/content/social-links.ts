/** The shop's pages elsewhere (SPEC §2 footer: one photo-sharing page, one social network page). */
export const SOCIAL_LINKS = {
  instagram: 'https://www.instagram.com/heritageshea',
  facebook: 'https://www.facebook.com/heritageshea',
} as const;
