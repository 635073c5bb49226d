import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DetailsForm } from './details-form';

describe('the checkout details form', () => {
  it('offers a labelled, unchecked box to opt out of text messages', () => {
    const html = renderToStaticMarkup(
      createElement(DetailsForm, {
        defaults: null,
        subtotalCents: 100_000,
        onAreaChange: () => {},
        onSubmit: () => {},
      }),
    );
    const box =
      /<label[^>]*><input([^>]*)\/?><span>Don&#x27;t send me text messages about this order<\/span><\/label>/.exec(
        html,
      );
    expect(box).not.toBeNull();
    expect(box![1]).toContain('type="checkbox"');
    expect(box![1]).toContain('name="smsOptOut"');
    expect(box![1]).not.toContain('checked');
  });
});
