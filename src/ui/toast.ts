import type { Text } from './Message';

export type Tone = 'info' | 'success' | 'error';
export interface Toast {
  id: number;
  text: Text;
  tone: Tone;
}

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** A tiny store of the notices on screen; flows push, the Toaster shows. */
export const toastStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => toasts,
  push(text: Text, tone: Tone = 'info', ttlMs = 5000): number {
    const id = nextId++;
    toasts = [...toasts.filter((t) => t.text !== text), { id, text, tone }];
    emit();
    if (ttlMs > 0) setTimeout(() => toastStore.dismiss(id), ttlMs);
    return id;
  },
  dismiss(id: number) {
    toasts = toasts.filter((t) => t.id !== id);
    emit();
  },
};
