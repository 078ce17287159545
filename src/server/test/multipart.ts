/** A multipart/form-data body for app.inject, made by the platform's own FormData encoder. */
export async function multipartBody(fields: Record<string, string | { bytes: Uint8Array; name: string; type?: string }>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.set(name, value);
    else form.set(name, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? 'application/octet-stream' }), value.name);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type') ?? '' },
  };
}
