import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

// A tiny module store, so any component or handler can call toast() without a provider.
let current: ToastEntry | null = null;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast, replacing the one on screen (SPEC §4: at most one is visible). */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  current = { ...input, id, open: true };
  emit();
  return { id, dismiss: () => dismiss(id) };
}

export function dismiss(id?: number) {
  if (!current || (id !== undefined && current.id !== id)) return;
  current = { ...current, open: false };
  emit();
}

export function useToast() {
  const active = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return { toast, dismiss, active };
}
