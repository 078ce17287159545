// Injected into the server's CommonJS bundle (scripts/build-server.mjs): `import.meta.url` there is
// the bundle's own file, as it is in an ES module.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the bundle is CommonJS: require is what it has
export const importMetaUrl = require('node:url').pathToFileURL(__filename).href;
