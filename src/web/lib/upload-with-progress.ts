import { activeLocale } from '@/i18n/i18n';
import { authHeaders } from './api-client';
import { ApiError } from './api-error';
import { getAuthToken } from './auth-storage';
import { markNetworkFailure } from './network-failure';
import { renewAfterUnauthorized } from './session-refresh';

/** How much of an upload the browser has sent: 0–1. */
export type UploadProgress = (fraction: number) => void;

function sendOnce(url: string, form: FormData, onProgress: UploadProgress, signal?: AbortSignal): Promise<XMLHttpRequest> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value);
    request.setRequestHeader('Accept-Language', activeLocale());
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve(request);
    // As fetch rejects for want of an answer (its message is for logs: what is shown comes from isNetworkFailure).
    request.onerror = () => reject(markNetworkFailure(new TypeError('Failed to fetch')));
    request.onabort = () => reject(new DOMException('The upload was canceled.', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    if (signal?.aborted) request.abort();
    else request.send(form);
  });
}

/**
 * POSTs a multipart form with the stored tokens, reporting the bytes sent (fetch cannot report an
 * upload's progress). As fetchWithSession does, a 401 refreshes the session once and sends again;
 * a non-2xx answer is thrown as an ApiError, a lost connection as fetch's TypeError.
 */
export async function uploadWithProgress<T>(url: string, form: FormData, onProgress: UploadProgress, signal?: AbortSignal): Promise<T> {
  const sentToken = getAuthToken();
  let request = await sendOnce(url, form, onProgress, signal);
  if (request.status === 401 && (await renewAfterUnauthorized(sentToken))) request = await sendOnce(url, form, onProgress, signal);
  if (request.status < 200 || request.status >= 300) throw new ApiError(request.status, request.responseText, request.statusText);
  return JSON.parse(request.responseText) as T;
}
