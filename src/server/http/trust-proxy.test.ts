import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config/config';

const trustProxyOf = (value?: string) =>
  loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;

function problemsOf(value: string): string[] {
  try {
    trustProxyOf(value);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error(`TRUST_PROXY=${value} was accepted`);
}

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(trustProxyOf()).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('0')).toBe(false);
  });

  it('takes a number of hops or a list of addresses, ranges and named ranges', () => {
    expect(trustProxyOf('1')).toEqual({ hops: 1 });
    expect(trustProxyOf('2')).toEqual({ hops: 2 });
    expect(trustProxyOf('10.0.0.5, 172.16.0.0/12,fd00::/8,::1,loopback')).toEqual({
      addresses: ['10.0.0.5', '172.16.0.0/12', 'fd00::/8', '::1', 'loopback'],
    });
  });

  it('refuses true, which would let every client choose its own address, and says what to set', () => {
    expect(problemsOf('true')).toEqual([
      expect.stringMatching(
        /^TRUST_PROXY must be the number of proxies .* \(e\.g\. 1 for one reverse proxy\)/,
      ),
    ]);
  });

  it.each([
    'yes',
    '10.0.0.300',
    '10.0.0.0/33',
    '10.0.0.0/8/1',
    'proxy.example.com',
    '1.5',
    '-1',
    '10.0.0.1,',
  ])('refuses %s, naming the variable and the value', (value) => {
    expect(problemsOf(value)).toEqual([
      `TRUST_PROXY must be false, the number of proxies in front of the shop (e.g. 1), or their addresses or CIDR ranges, comma-separated (e.g. 10.0.0.5,172.16.0.0/12) (got "${value}")`,
    ]);
  });
});
