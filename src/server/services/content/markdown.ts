// The owner's Markdown as HTML, rendered on the server. The only file that knows the library.
// Raw HTML is off (a <script> comes out as text) and a link or picture may only point at
// http(s), mailto, tel or a page of the shop: anything else stays plain text.
import MarkdownIt from 'markdown-it';

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

markdown.validateLink = (url: string): boolean => {
  // Browsers drop tabs, newlines and leading spaces inside a URL: judge what they will follow.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const link = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (link.startsWith('//')) return false;
  if (ANY_SCHEME.test(link)) return SAFE_SCHEME.test(link);
  return true;
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}
