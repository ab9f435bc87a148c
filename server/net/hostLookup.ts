import { lookup } from 'node:dns/promises';

/** The addresses a host name resolves to (tests hand in their own resolver through the app's deps). */
export type HostLookup = (host: string) => Promise<string[]>;

export const systemLookup: HostLookup = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
