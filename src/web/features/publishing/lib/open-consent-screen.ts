/** Leaves the studio for the platform's consent screen (a full page load); the platform sends the browser back to /app. */
export function openConsentScreen(url: string): void {
  window.location.assign(url);
}
