import { describe, expect, it } from 'vitest';
import { RATING_MESSAGE, reviewSchema, reviewStatusSchema } from './review-schema';
import { zodErrorBody } from './zod-errors';

const valid = {
  name: 'Wanjiru',
  rating: 5,
  title: 'Softest skin ever',
  body: 'My elbows have never been this soft.',
};

function errorsOf(input: unknown) {
  const result = reviewSchema.safeParse(input);
  return result.success ? {} : zodErrorBody(result.error).errors;
}

describe('reviewSchema', () => {
  it('accepts a review and trims its text', () => {
    expect(reviewSchema.parse({ ...valid, name: '  Wanjiru ' }).name).toBe('Wanjiru');
  });

  it('accepts a rating sent as text by a form', () => {
    expect(reviewSchema.parse({ ...valid, rating: '4' }).rating).toBe(4);
  });

  it.each([0, 6, 3.5, '', 'five', null])('rejects the rating %j', (rating) => {
    expect(errorsOf({ ...valid, rating })).toEqual({ rating: RATING_MESSAGE });
  });

  it('names each short field', () => {
    expect(errorsOf({ name: 'W', rating: 5, title: 'ok', body: 'short' })).toEqual({
      name: 'Name must be at least 2 characters',
      title: 'Title must be at least 3 characters',
      body: 'Review must be at least 10 characters',
    });
  });

  it('rejects a missing field with its message', () => {
    const { body: _body, ...withoutBody } = valid;
    expect(errorsOf(withoutBody)).toEqual({ body: 'Review must be at least 10 characters' });
  });

  it('rejects a body over 2,000 characters', () => {
    expect(errorsOf({ ...valid, body: 'a'.repeat(2001) })).toEqual({
      body: 'Review must be at most 2,000 characters',
    });
  });

  it('rejects unknown fields such as a status', () => {
    expect(errorsOf({ ...valid, status: 'approved' })).toEqual({ status: 'Unknown field "status"' });
  });
});

describe('reviewStatusSchema', () => {
  it('knows the three statuses only', () => {
    expect(reviewStatusSchema.safeParse('approved').success).toBe(true);
    expect(reviewStatusSchema.safeParse('deleted').success).toBe(false);
  });
});
