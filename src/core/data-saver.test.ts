import { describe, expect, it } from 'vitest';
import { dataSaverChoice, dataSaverSizes, wantsDataSaver } from './data-saver';

describe('wantsDataSaver', () => {
  it('follows the browser when the shopper never used the switch', () => {
    expect(wantsDataSaver(null, 'on')).toBe(true);
    expect(wantsDataSaver('currency=USD', ' On ')).toBe(true);
    expect(wantsDataSaver(null, undefined)).toBe(false);
    expect(wantsDataSaver(null, 'off')).toBe(false);
    expect(wantsDataSaver(null, 'yes')).toBe(false);
  });

  it('lets the remembered switch win over the header, both ways', () => {
    expect(wantsDataSaver('data_saver=off', 'on')).toBe(false);
    expect(wantsDataSaver('currency=KES; data_saver=on', undefined)).toBe(true);
  });

  it('ignores a garbled cookie', () => {
    expect(dataSaverChoice('data_saver=maybe')).toBeNull();
    expect(dataSaverChoice('data_saver=%E0%A4%A')).toBeNull();
    expect(wantsDataSaver('data_saver=1', 'on')).toBe(true);
  });
});

describe('dataSaverSizes', () => {
  it('divides each slot by the common densities, keeping the order of the entries', () => {
    expect(dataSaverSizes('(min-width: 640px) 100vw, 134vw')).toBe(
      '(min-width: 640px) and (min-resolution: 3dppx) calc(100vw / 3), ' +
        '(min-width: 640px) and (min-resolution: 2dppx) calc(100vw / 2), ' +
        '(min-width: 640px) 100vw, ' +
        '(min-resolution: 3dppx) calc(134vw / 3), (min-resolution: 2dppx) calc(134vw / 2), 134vw',
    );
  });

  it('keeps lengths and conditions that hold spaces or commas whole', () => {
    expect(dataSaverSizes('(min-width: 1024px) calc(50vw - 2rem), min(100vw, 20rem)')).toBe(
      '(min-width: 1024px) and (min-resolution: 3dppx) calc(calc(50vw - 2rem) / 3), ' +
        '(min-width: 1024px) and (min-resolution: 2dppx) calc(calc(50vw - 2rem) / 2), ' +
        '(min-width: 1024px) calc(50vw - 2rem), ' +
        '(min-resolution: 3dppx) calc(min(100vw, 20rem) / 3), ' +
        '(min-resolution: 2dppx) calc(min(100vw, 20rem) / 2), min(100vw, 20rem)',
    );
  });
});
