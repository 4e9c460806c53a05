export { toast, toastStore, ToastStore, enqueue, defaultDuration } from './store';
export type { ToastApi, ToastItem, ToastKind, ToastOptions } from './store';
export { ToastHost } from './ToastHost';
export type { ToastHostProps } from './ToastHost';
