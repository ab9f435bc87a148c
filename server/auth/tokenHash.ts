import { createHash } from 'node:crypto';

/** What is stored of a secret token (a session's, a pending sign-in's, a device's, a link's): its sha-256, in hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
