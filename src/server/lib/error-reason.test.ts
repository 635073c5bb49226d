import { describe, expect, it } from 'vitest';
import { errorReason } from './error-reason';

describe('errorReason', () => {
  it('masks the credentials of a URL and the local part of every address', () => {
    const error = new Error(
      'connect ECONNREFUSED smtp://user:secret@mail.example; 550 5.1.1 <amina@example.com>: rejected; from shop@example.com',
    );
    expect(errorReason(error)).toBe(
      'connect ECONNREFUSED smtp://***@mail.example; 550 5.1.1 <***@example.com>: rejected; from ***@example.com',
    );
  });

  it('takes a thrown non-error as it is, and keeps a long reason short', () => {
    expect(errorReason('timed out')).toBe('timed out');
    expect(errorReason(new Error('x'.repeat(2000)))).toHaveLength(500);
  });
});
