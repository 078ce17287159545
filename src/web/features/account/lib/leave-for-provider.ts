/** Leaves the studio for the sign-in provider (a full page load); the provider sends the browser back to /account. */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
