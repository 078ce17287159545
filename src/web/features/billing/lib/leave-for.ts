/** Leaves the app for another address (a processor's checkout or portal): a full page load. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
