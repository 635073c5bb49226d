import { afterEach, describe, expect, it, vi } from 'vitest';
import { forget, store, storedState, storedValue } from './browser-storage';

/** A Storage over a Map; `refuse` makes the named calls throw as a blocked or full storage does. */
function fakeStorage(refuse: ('getItem' | 'setItem' | 'removeItem')[] = []) {
  const items = new Map<string, string>();
  const guard = (call: string) => {
    if ((refuse as string[]).includes(call)) throw new DOMException('refused', 'SecurityError');
  };
  return {
    items,
    getItem: (key: string) => (guard('getItem'), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard('setItem'), void items.set(key, value)),
    removeItem: (key: string) => (guard('removeItem'), void items.delete(key)),
  };
}

/** A browser window with these storages; its events are what another tab's change sends. */
function fakeWindow(local = fakeStorage(), session = fakeStorage()) {
  const win = Object.assign(new EventTarget(), { localStorage: local, sessionStorage: session });
  vi.stubGlobal('window', win);
  return {
    local,
    session,
    otherTabWrites(key: string | null, newValue: string | null) {
      win.dispatchEvent(Object.assign(new Event('storage'), { key, newValue }));
    },
  };
}

const positive = (text: string) => {
  const value: unknown = JSON.parse(text);
  if (typeof value !== 'number' || value <= 0) throw new Error('not a positive number');
  return value;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('storedValue, store and forget', () => {
  it('give back what was stored, in the storage asked for, until it is forgotten', () => {
    const { local, session } = fakeWindow();
    store('session', 'count', '3');
    expect(storedValue('session', 'count', positive, 0)).toBe(3);
    expect(storedValue('local', 'count', positive, 0)).toBe(0);
    expect(local.items.size).toBe(0);
    forget('session', 'count');
    expect(session.items.size).toBe(0);
    expect(storedValue('session', 'count', positive, 0)).toBe(0);
  });

  it('give the fallback for a garbled or refused value', () => {
    const { local } = fakeWindow();
    local.items.set('count', '{not json');
    expect(storedValue('local', 'count', positive, 0)).toBe(0);
    local.items.set('count', '-2');
    expect(storedValue('local', 'count', positive, 0)).toBe(0);
  });

  it('neither throw nor read anything where storage refuses (private mode, a full quota)', () => {
    const { local } = fakeWindow(fakeStorage(['getItem', 'setItem', 'removeItem']));
    local.items.set('count', '3');
    expect(storedValue('local', 'count', positive, 0)).toBe(0);
    expect(() => store('local', 'count', '4')).not.toThrow();
    expect(() => forget('local', 'count')).not.toThrow();
    expect(local.items.get('count')).toBe('3');
  });

  it('give the fallback and do nothing on the server, where there is no window', () => {
    expect(typeof window).toBe('undefined');
    expect(storedValue('local', 'count', positive, 0)).toBe(0);
    expect(() => store('session', 'count', '4')).not.toThrow();
    expect(() => forget('local', 'count')).not.toThrow();
  });
});

const counter = () =>
  storedState('count', { parse: positive, text: (n: number) => (n > 0 ? String(n) : null), empty: 0 });

describe('storedState', () => {
  it('reads storage once, writes each change through and tells its listeners', () => {
    const { local } = fakeWindow();
    local.items.set('count', '2');
    const count = counter();
    const told = vi.fn();
    const unsubscribe = count.subscribe(told);
    expect(count.get()).toBe(2);
    expect(count.getServer()).toBe(0);
    count.set(5);
    expect(local.items.get('count')).toBe('5');
    expect(count.get()).toBe(5);
    count.set(0);
    expect(local.items.has('count')).toBe(false);
    expect(told).toHaveBeenCalledTimes(2);
    unsubscribe();
    count.set(1);
    expect(told).toHaveBeenCalledTimes(2);
  });

  it('keeps its value in memory where storage refuses to read or write', () => {
    const { local } = fakeWindow(fakeStorage(['getItem', 'setItem']));
    local.items.set('count', '2');
    const count = counter();
    const told = vi.fn();
    count.subscribe(told);
    expect(count.get()).toBe(0);
    expect(() => count.set(7)).not.toThrow();
    expect(count.get()).toBe(7);
    expect(told).toHaveBeenCalledOnce();
    expect(local.items.get('count')).toBe('2');
  });

  it('follows another tab: its value for this key, the empty value for a garbled one, a cleared storage', () => {
    const browser = fakeWindow();
    const count = counter();
    const told = vi.fn();
    count.subscribe(told);
    expect(count.get()).toBe(0);

    browser.otherTabWrites('other', '9');
    expect(told).not.toHaveBeenCalled();
    browser.otherTabWrites('count', '4');
    expect(count.get()).toBe(4);
    browser.otherTabWrites('count', 'garbled');
    expect(count.get()).toBe(0);

    count.set(6);
    browser.local.items.clear();
    browser.otherTabWrites(null, null);
    expect(count.get()).toBe(0);
    expect(told).toHaveBeenCalledTimes(4);
  });

  it('stops listening to other tabs when its last listener leaves', () => {
    const browser = fakeWindow();
    const count = counter();
    const told = vi.fn();
    count.subscribe(told)();
    browser.otherTabWrites('count', '4');
    expect(told).not.toHaveBeenCalled();
    expect(count.get()).toBe(0);
  });
});
