import { describe, expect, it } from 'vitest';
import { formatTable } from './report';

describe('formatTable', () => {
  it('lines up the columns under the title and marks each judged row', () => {
    const text = formatTable({
      title: 'Memory',
      rows: [
        { measure: 'idle', value: '432 MB', target: '<= 250 MB', pass: false },
        { measure: 'peak under load', value: '90 MB', target: '<= 350 MB', pass: true },
        { measure: 'note', value: '1', target: '', pass: null },
      ],
    });
    expect(text.split('\n')).toEqual([
      'Memory',
      'measure          result  target',
      '---------------  ------  ---------  ----',
      'idle             432 MB  <= 250 MB  MISS',
      'peak under load  90 MB   <= 350 MB  PASS',
      'note             1',
    ]);
  });
});
