/** A minimal cookie jar for tests: keeps what the server sets and sends it back (no domains, no paths). */
export interface CookieJar {
  header(): string | undefined;
  store(response: Response): void;
}

function isExpiry(attributes: string[]): boolean {
  return attributes.some((attribute) => {
    const [name, value = ''] = attribute.split('=').map((part) => part.trim());
    if (name.toLowerCase() === 'max-age') return Number(value) <= 0;
    if (name.toLowerCase() === 'expires') return Date.parse(value) <= Date.now();
    return false;
  });
}

export function createCookieJar(initial?: string): CookieJar {
  const cookies = new Map<string, string>();
  for (const pair of (initial ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0) cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return {
    header: () => (cookies.size ? [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined),
    store(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair, ...attributes] = line.split(';');
        const at = pair.indexOf('=');
        if (at <= 0) continue;
        const name = pair.slice(0, at).trim();
        const value = pair.slice(at + 1).trim();
        if (value === '' || isExpiry(attributes)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
  };
}
