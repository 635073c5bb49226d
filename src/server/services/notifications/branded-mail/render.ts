// A branded mail's HTML, made when the mail job sends it: the order that caused the mail was
// stored without waiting on a render, and a mail retried is rendered again the same.
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { MailContent } from '../../../../core/mail-content';
import { BrandedMail, type MailBrand } from './branded-mail';

export type { MailBrand };

export function renderMailHtml(content: MailContent, brand: MailBrand): Promise<string> {
  return render(createElement(BrandedMail, { content, brand }));
}
