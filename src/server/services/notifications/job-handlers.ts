// The jobs that send a queued mail or text message, each with its own retry policy from config.
import { brandPictures } from '../../../core/brand-images';
import { BRAND_IMAGES } from '../../../core/images';
import { DEFAULT_BRAND, type BrandSettings } from '../../../core/shop-settings-values';
import type { Config } from '../../config/config';
import type { Database } from '../../db/client';
import type { MailTransport } from '../../integrations/mail/mail';
import type { SmsTransport } from '../../integrations/sms/sms';
import type { JobHandler, JobLog } from '../jobs';
import { readBrand } from '../settings';
import type { MailBrand } from './branded-mail/render';
import { MAIL_JOB, mailJobHandler } from './mail-jobs';
import { SMS_JOB } from './sms-jobs';
import { smsJobHandler } from './sms-send';

// A mail shows the logo 48 px tall, and no wider than a phone's mail app leaves room for.
const MAIL_LOGO_HEIGHT = 48;
const MAIL_LOGO_MAX_WIDTH = 280;

/** The logo a mail shows: the uploaded one, the shipped one under SPEC's name, else none. */
function mailLogo(publicUrl: string, brand: BrandSettings): MailBrand['logo'] {
  const uploaded = brandPictures(brand.logo).logo;
  if (uploaded) {
    const width = Math.min(MAIL_LOGO_MAX_WIDTH, (MAIL_LOGO_HEIGHT * uploaded.width) / uploaded.height);
    const height = (width * uploaded.height) / uploaded.width;
    return { src: `${publicUrl}${uploaded.src}`, width: Math.round(width), height: Math.round(height) };
  }
  // The shipped logo spells SPEC's name: a shop under another name shows its name in letters.
  if (brand.shopName !== DEFAULT_BRAND.shopName) return null;
  return { src: `${publicUrl}${BRAND_IMAGES.mailLogo}`, width: 234, height: MAIL_LOGO_HEIGHT };
}

/** What a branded mail shows of the shop, at its public address. */
export function mailBrand(publicUrl: string, brand: BrandSettings = DEFAULT_BRAND): MailBrand {
  return {
    shopName: brand.shopName,
    logo: mailLogo(publicUrl, brand),
    publicUrl,
    signature: [brand.shopName, brand.slogan].filter((line) => line !== ''),
    mainColour: brand.mainColour,
  };
}

export function notificationJobHandlers(options: {
  db: Database;
  config: Config;
  mailTransport: MailTransport;
  smsTransport: SmsTransport;
  log: JobLog;
}): Record<string, JobHandler> {
  const { db, config, mailTransport, smsTransport, log } = options;
  return {
    [MAIL_JOB]: mailJobHandler({
      transport: mailTransport,
      from: config.mail.from,
      // Read as each mail goes out: a mail queued before a change of brand still goes out under the new one.
      brand: async () => mailBrand(config.publicUrl, await readBrand(db)),
      retry: config.mail.retry,
      log,
    }),
    [SMS_JOB]: smsJobHandler({
      db,
      transport: smsTransport,
      retry: config.sms.retry,
      log,
      countries: config.sms.countries,
    }),
  };
}
