/** Browsers by their user-agent marks, most specific first (Edge and Opera also say Chrome; Chrome also says Safari). */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:CriOS|Chrome|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bMobile\/\w+.*\bSafari\//, 'Safari'],
  [/^curl\//, 'curl'],
];

/** Systems, most specific first (iPads and Android phones also say Mac OS X or Linux). */
const systems: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\b(?:Macintosh|Mac OS X)\b/, 'macOS'],
  [/\b(?:Linux|X11|Ubuntu|Fedora)\b/, 'Linux'],
];

const firstMatch = (userAgent: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(userAgent))?.[1];

/** 'Chrome on Linux', 'Safari on iOS', 'Firefox', 'Unknown device': a session's device as its user agent tells it. */
export function deviceName(userAgent: string | null | undefined): string {
  if (!userAgent) return 'Unknown device';
  const browser = firstMatch(userAgent, browsers);
  const system = firstMatch(userAgent, systems);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown device';
}
