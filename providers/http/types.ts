import type { RoleSegment } from '../../domain/enums/userType';

/** The API role segment of the signed-in user's app. */
export type Role = RoleSegment;

export type NotifyType = 'info' | 'error' | 'warning' | 'success';

/** Shaped like react-admin's `useNotify()` result, so the app can hand that in directly. */
export type Notify = (message: string, options: { type: NotifyType; messageArgs?: Record<string, unknown> }) => void;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly QueryValue[]
  | { readonly [key: string]: QueryValue };

export type Query = { readonly [key: string]: QueryValue };

export interface RequestOptions {
  query?: Query;
  /** Plain data is sent as JSON (Dates formatted); FormData, Blob, URLSearchParams and buffers go as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  /** No toast and no 401 hand-off for this call; the error is still logged and re-thrown. */
  silent?: boolean;
  /** Cancels the call (react-admin passes one to queries); a cancelled call rejects with the AbortError itself. */
  signal?: AbortSignal;
  /** Lets the call outlive the page (a save sent while the tab closes). */
  keepalive?: boolean;
}

/** What was sent, kept on every HttpError (spec 1 §8: errors are re-thrown with request and response). */
export interface HttpRequestInfo {
  method: HttpMethod;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface HttpResponse<T> {
  status: number;
  headers: Headers;
  json: T;
  request: HttpRequestInfo;
  response: Response;
}

/** Bytes received so far of a download whose size is not known in advance (a streamed export). */
export type DownloadProgress = (receivedBytes: number) => void;

export interface DownloadOptions extends RequestOptions {
  onProgress?: DownloadProgress;
}

export interface HttpClient {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<HttpResponse<T>>;
  /** A file, read as bytes as they arrive; a failure follows the same rules (401 hand-off, 403/500 toasts) as `request`. */
  download(method: HttpMethod, path: string, options?: DownloadOptions): Promise<Blob>;
}

export interface HttpClientOptions {
  /** null for the sign-in app: no path gets a role segment. */
  role: Role | null;
  /** Default: `import.meta.env.VITE_API_BASE`, else `window.location.origin + '/api'`. */
  apiBase?: string;
  notify?: Notify;
  onUnauthorized?: () => void;
  /** Default 90 000 ms (spec 1 §7, §9). */
  timeoutMs?: number;
  /** IANA zone whose offset Date values carry; UTC (+00:00) when absent. */
  getTimeZone?: () => string;
  fetchImpl?: typeof fetch;
}

/** The API's answer envelope (docs/api.md): `{ success: true, data }`, or `{ success: false, message }`. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}
