import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RIDER_SELECTION } from './delivery-selection';
import { DetailsForm } from './details-form';

describe('the checkout details form', () => {
  it('offers a labelled, unchecked box to opt out of text messages', () => {
    // The form links the privacy page, and a link needs a router around it.
    const html = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(DetailsForm, {
          defaults: null,
          subtotalCents: 100_000,
          onAreaChange: () => {},
          method: {
            area: undefined,
            offered: [],
            areaPoints: [],
            selection: RIDER_SELECTION,
            onChange: () => {},
          },
          onSubmit: () => {},
        }),
      ),
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
