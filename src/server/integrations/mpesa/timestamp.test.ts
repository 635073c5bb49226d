import { describe, expect, it } from 'vitest';
import { darajaTimestamp, stkPassword } from './timestamp';

const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';

describe('stkPassword', () => {
  it("matches Daraja's test vector", () => {
    expect(stkPassword('174379', SANDBOX_PASSKEY, '20210628092408')).toBe(
      'MTc0Mzc5YmZiMjc5ZjlhYTliZGJjZjE1OGU5N2RkNzFhNDY3Y2QyZTBjODkzMDU5YjEwZjc4ZTZiNzJhZGExZWQyYzkxOTIwMjEwNjI4MDkyNDA4',
    );
  });
});

describe('darajaTimestamp', () => {
  it('is Nairobi time (UTC+3), not UTC', () => {
    expect(darajaTimestamp(new Date('2021-06-28T06:24:08Z'))).toBe('20210628092408');
  });

  it('rolls over to the next day in Nairobi before UTC does', () => {
    expect(darajaTimestamp(new Date('2024-12-31T22:05:09Z'))).toBe('20250101010509');
  });

  it('uses 00, not 24, for midnight', () => {
    expect(darajaTimestamp(new Date('2024-03-01T21:00:00Z'))).toBe('20240302000000');
  });
});
