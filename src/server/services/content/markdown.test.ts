import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and safe links', () => {
    const html = renderMarkdown(
      '## Title\n\n**bold** [page](/contact) [site](https://example.com) [mail](mailto:a@b.co) [call](tel:+254700000000)\n\n- one\n',
    );
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="/contact">page</a>');
    expect(html).toContain('<a href="https://example.com">site</a>');
    expect(html).toContain('<a href="mailto:a@b.co">mail</a>');
    expect(html).toContain('<a href="tel:+254700000000">call</a>');
    expect(html).toContain('<li>one</li>');
  });

  it('shows raw HTML as text and leaves unsafe links unlinked', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](java\tscript:alert(1)) [d](data:text/html,x) [e](vbscript:x) [f](//evil.example)\n\n![i](javascript:alert(1))',
    );
    expect(html).not.toMatch(/<script|<img|<a /i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<a');
  });
});
