/**
 * What `use-sync-external-store/shim` gives react-i18next in the build: React 19's own hook. The
 * shim's CommonJS body (its pre-18 fallback, ~0.3 KB gzip of the entry) only ever forwards to it.
 */
export { useSyncExternalStore } from 'react';
