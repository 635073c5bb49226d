// The HTML part of a branded mail: the logo, the shop's colours, the body's paragraphs and blocks,
// the small print and the signature. Built with React Email's components, which write the table
// layout and inline styles mail clients still need; one column 600 px wide at most, so a phone's
// mail app shows it without sideways scrolling.
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { MailContent, MailLine } from '../../../../core/mail-content';
import { MailBlockView } from './mail-blocks';
import { COLOURS, FONT, WRAP } from './mail-style';

export interface MailBrand {
  shopName: string;
  /** The logo's PNG at its absolute address and shown size (mail clients do not show SVG); null
   * shows the name in letters. */
  logo: { src: string; width: number; height: number } | null;
  publicUrl: string;
  signature: readonly string[];
  /** The owner's main colour: buttons and links (settings.brand.mainColour). */
  mainColour: string;
}

/** Consecutive lines of text as paragraphs ('' between them), blocks on their own. */
function paragraphs(body: readonly MailLine[]): (string[] | Exclude<MailLine, string>)[] {
  const parts: (string[] | Exclude<MailLine, string>)[] = [];
  let open: string[] | null = null;
  for (const line of body) {
    if (typeof line !== 'string') {
      parts.push(line);
      open = null;
    } else if (line.trim() === '') {
      open = null;
    } else if (open) {
      open.push(line);
    } else {
      open = [line];
      parts.push(open);
    }
  }
  return parts;
}

const paragraph = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: COLOURS.ink, ...WRAP };
const smallPrint = { margin: '0 0 8px', fontSize: '14px', lineHeight: '20px', color: COLOURS.muted, ...WRAP };

const URL_IN_TEXT = /(https?:\/\/[^\s]+)/;

/** A line of text with each web address in it a link, as the text part's reader's mail app would make it. */
function withLinks(line: string, colour: string) {
  return line.split(URL_IN_TEXT).map((part, i) =>
    i % 2 === 1 ? (
      <Link key={i} href={part} style={{ color: colour, textDecoration: 'underline' }}>
        {part}
      </Link>
    ) : (
      part
    ),
  );
}

export function BrandedMail({ content, brand }: { content: MailContent; brand: MailBrand }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{content.preview}</Preview>
      <Body style={{ margin: 0, backgroundColor: COLOURS.canvas, fontFamily: FONT }}>
        <Container style={{ maxWidth: '600px', width: '100%', margin: '0 auto', padding: '24px 12px' }}>
          <Section style={{ padding: '8px 12px 20px' }}>
            <a href={brand.publicUrl} style={{ color: COLOURS.heading, textDecoration: 'none' }}>
              {brand.logo ? (
                <Img
                  src={brand.logo.src}
                  width={String(brand.logo.width)}
                  height={String(brand.logo.height)}
                  alt={brand.shopName}
                  style={{ border: 0 }}
                />
              ) : (
                <span style={{ fontSize: '24px', lineHeight: '32px', fontWeight: 600 }}>
                  {brand.shopName}
                </span>
              )}
            </a>
          </Section>
          <Section
            style={{
              backgroundColor: COLOURS.card,
              border: `1px solid ${COLOURS.line}`,
              borderRadius: '12px',
              padding: '24px 20px',
            }}
          >
            <Text style={{ ...paragraph, fontWeight: 600, color: COLOURS.heading }}>{content.greeting}</Text>
            {paragraphs(content.body).map((part, index) =>
              Array.isArray(part) ? (
                <Text key={index} style={paragraph}>
                  {part.map((line, i) => (
                    <span key={i}>
                      {i > 0 && <br />}
                      {withLinks(line, brand.mainColour)}
                    </span>
                  ))}
                </Text>
              ) : (
                <MailBlockView key={index} block={part} buttonColour={brand.mainColour} />
              ),
            )}
          </Section>
          <Section style={{ padding: '20px 12px 0' }}>
            {content.footer.map((line, index) => (
              <Text key={index} style={smallPrint}>
                {withLinks(line, brand.mainColour)}
              </Text>
            ))}
            <Text
              style={{ margin: '16px 0 0', fontSize: '14px', lineHeight: '20px', color: COLOURS.heading }}
            >
              <strong>{brand.signature[0]}</strong>
              {brand.signature.slice(1).map((line, i) => (
                <span key={i}>
                  <br />
                  <em style={{ color: COLOURS.gold }}>{line}</em>
                </span>
              ))}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
