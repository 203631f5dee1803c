declare global {
  interface Window { __RUNTIME_CONFIG__?: Record<string, string> }
}

export const config = (key: string): string =>
  window.__RUNTIME_CONFIG__?.[key] ?? (import.meta.env[key] as string | undefined) ?? '';
