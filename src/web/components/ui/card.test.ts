import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Card, cardClasses } from './card';

const classSet = (classes: string) => new Set(classes.split(/\s+/).filter(Boolean));

describe('cardClasses', () => {
  it('is the raised shop card without padding unless told', () => {
    expect(classSet(cardClasses())).toEqual(
      classSet('rounded-card border border-line bg-surface shadow-card'),
    );
  });

  it('adds the look, the padding and the caller’s own classes', () => {
    expect(classSet(cardClasses({ look: 'flat', padding: 'compact', className: 'mb-6' }))).toEqual(
      classSet('rounded-card border border-line bg-surface p-4 sm:p-5 mb-6'),
    );
    expect(classSet(cardClasses({ look: 'console', padding: 'spacious' }))).toEqual(
      classSet('rounded-2xl border border-line bg-surface p-6 sm:p-8'),
    );
  });
});

describe('Card', () => {
  it('keeps the element it is given, so landmarks stay, and passes other props through', () => {
    const html = renderToStaticMarkup(
      createElement(Card<'section'>, { as: 'section', padding: 'roomy', 'aria-labelledby': 'h' }, 'Body'),
    );
    expect(html).toBe(
      '<section class="rounded-card border border-line bg-surface shadow-card p-6" aria-labelledby="h">Body</section>',
    );
  });

  it('is a div unless told', () => {
    expect(renderToStaticMarkup(createElement(Card, { look: 'flat' }))).toBe(
      '<div class="rounded-card border border-line bg-surface"></div>',
    );
  });
});
