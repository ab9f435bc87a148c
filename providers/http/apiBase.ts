/** `VITE_API_BASE` when the build sets it, else the page's own origin plus /api (spec 1 §7, R48). */
export function defaultApiBase(): string {
  const fromEnv = import.meta.env?.VITE_API_BASE;
  if (typeof fromEnv === 'string' && fromEnv.trim() !== '') return fromEnv.trim();
  if (typeof window === 'undefined') throw new Error('No API base: pass apiBase outside a browser.');
  return `${window.location.origin}/api`;
}
