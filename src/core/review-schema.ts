// A shopper's product review ('Write a Review'); stored pending until an admin approves it.
import { z } from 'zod';
import { textField } from './form-fields';

export const RATING_MESSAGE = 'Please choose a rating from 1 to 5 stars';

// Forms post the rating as text, JSON bodies as a number.
const ratingField = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value),
  z.number({ error: RATING_MESSAGE }).int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE),
);

export const reviewSchema = z
  .object({
    name: textField(2, 'Name must be at least 2 characters', 80, 'Name must be at most 80 characters'),
    rating: ratingField,
    title: textField(3, 'Title must be at least 3 characters', 120, 'Title must be at most 120 characters'),
    body: textField(
      10,
      'Review must be at least 10 characters',
      2000,
      'Review must be at most 2,000 characters',
      'multi-line',
    ),
  })
  .strict();

export type ReviewInput = z.output<typeof reviewSchema>;

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const reviewStatusSchema = z.enum(REVIEW_STATUSES, {
  error: 'Status must be pending, approved or rejected',
});
