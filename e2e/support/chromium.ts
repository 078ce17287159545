/** Debian's Chromium with the flags that work on this machine; Playwright never downloads a browser here. */
export function chromiumLaunchOptions(extraArgs: string[] = []) {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  };
}
