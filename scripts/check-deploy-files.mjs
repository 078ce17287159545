// Keeps the Docker files honest without Docker: checks Dockerfile, compose.yaml, .dockerignore,
// deploy/nginx.conf, docs/deploy.md and .env.example against the settings the server really reads
// (the `environment` schema in src/server/config/config.ts) and against cluster/nginx.conf.
// Prints every check; exits 1 when one fails.   node scripts/check-deploy-files.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { mallocSettings } from './malloc-settings.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path) => readFileSync(join(root, path), 'utf8');

let passed = 0;
let failed = 0;
function check(what, problems) {
  const list = [problems].flat().filter(Boolean);
  if (list.length === 0) {
    passed += 1;
    console.log(`  ok    ${what}`);
  } else {
    failed += 1;
    console.log(`  FAIL  ${what}`);
    for (const problem of list) console.log(`          ${problem}`);
  }
}
const missingFrom = (names, known) =>
  names.filter((name) => !known.has(name)).map((name) => `${name} is not a setting of src/server/config/config.ts`);

// --- The settings: name → how the schema reads it (the start of its zod expression) ---
const configSource = read('src/server/config/config.ts');
const schemaStart = configSource.indexOf('const environment = z.object({');
const schemaEnd = configSource.indexOf('\n});', schemaStart);
if (schemaStart < 0 || schemaEnd < 0) {
  console.error('check-deploy-files: cannot find `const environment = z.object({ … });` in src/server/config/config.ts');
  process.exit(1);
}
const settings = new Map(
  [...configSource.slice(schemaStart, schemaEnd).matchAll(/^ {2}([A-Z][A-Z0-9_]*):\s*(.+)$/gm)].map((match) => [match[1], match[2]]),
);
const known = new Set(settings.keys());
// Helpers in config.ts that turn '' into "unset"; other schemas reject '' or keep it as a value.
const emptyIsUnset = (name) => /^(optionalText|booleanFlag)\b/.test(settings.get(name) ?? '');
console.log(`src/server/config/config.ts: ${settings.size} settings`);

// --- Dockerfile ---
console.log('Dockerfile');
const dockerfile = read('Dockerfile').replace(/\\\n/g, ' ');
const instructions = dockerfile
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [, keyword = '', rest = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    return { keyword: keyword.toUpperCase(), rest };
  });
const lastFrom = instructions.findLastIndex((instruction) => instruction.keyword === 'FROM');
const runtime = instructions.slice(lastFrom + 1);
const runtimeOf = (keyword) => runtime.filter((instruction) => instruction.keyword === keyword).map((instruction) => instruction.rest);
const copied = runtimeOf('COPY').map((rest) => rest.split(/\s+/).filter((part) => !part.startsWith('--')));
const copiesTo = (target) => copied.some((parts) => parts.at(-1)?.replace(/^\.\//, '').replace(/\/$/, '') === target);
check('the runtime stage copies package.json, node_modules, drizzle/ (migrations) and dist/server + dist/client', [
  ...['package.json', 'node_modules', 'drizzle'].filter((target) => !copiesTo(target)).map((target) => `nothing copied to ${target}`),
  ...(copiesTo('dist')
    ? []
    : ['dist/server', 'dist/client'].filter((target) => !copiesTo(target)).map((target) => `nothing copied to ${target}`)),
]);
const users = runtimeOf('USER');
check(
  'the runtime stage runs as an unprivileged user',
  users.length === 0 ? 'no USER: it would run as root' : /^(root|0)(:|$)/.test(users.at(-1)) ? `USER ${users.at(-1)}` : [],
);
const envPairs = runtimeOf('ENV').flatMap((rest) =>
  [...rest.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("[^"]*"|\S*)/g)].map((match) => [match[1], match[2].replace(/^"|"$/g, '')]),
);
const imageEnv = new Map(envPairs);
check(
  'every ENV of the runtime stage is a setting',
  missingFrom(
    [...imageEnv.keys()].filter((name) => !(name in mallocSettings)),
    known,
  ),
);
check(
  "ENV sets glibc's malloc settings as npm start does (scripts/malloc-settings.mjs)",
  Object.entries(mallocSettings).map(([name, value]) =>
    imageEnv.get(name) === value ? '' : `${name} is ${imageEnv.get(name) ?? 'unset'}, not ${value}`,
  ),
);
const startScript = JSON.parse(read('package.json')).scripts.start;
check(
  "npm start sets glibc's malloc settings (scripts/malloc-settings.mjs)",
  Object.entries(mallocSettings).map(([name, value]) =>
    startScript.includes(`${name}=${value} `) ? '' : `${name}=${value} is not in "${startScript}"`,
  ),
);
check('ENV NODE_ENV=production, HOST=0.0.0.0 (the default localhost is unreachable from outside the container)', [
  imageEnv.get('NODE_ENV') === 'production' ? '' : `NODE_ENV is ${imageEnv.get('NODE_ENV') ?? 'unset'}`,
  imageEnv.get('HOST') === '0.0.0.0' ? '' : `HOST is ${imageEnv.get('HOST') ?? 'unset (localhost)'}`,
]);
const port = imageEnv.get('PORT') ?? '3000';
check(
  `EXPOSE ${port} (the PORT it listens on)`,
  runtimeOf('EXPOSE').some((rest) => rest.split(/\s+/).includes(port)) ? [] : `no EXPOSE ${port}`,
);
const command = runtimeOf('CMD').at(-1) ?? '';
check(
  'CMD in exec form runs node dist/server/main.js (so node gets SIGTERM)',
  /^\[.*"node".*"dist\/server\/main\.js"\s*\]$/.test(command) ? [] : `CMD ${command || '(none)'}`,
);
check(
  'HEALTHCHECK polls /api/ready',
  runtimeOf('HEALTHCHECK').some((rest) => rest.includes('/api/ready')) ? [] : 'no HEALTHCHECK against /api/ready',
);
const engines = JSON.parse(read('package.json')).engines?.node ?? '';
const needMajor = Number(/(\d+)/.exec(engines)?.[1] ?? 0);
const baseImages = [...dockerfile.matchAll(/^ARG NODE_IMAGE=(\S+)/gm)].map((match) => match[1]);
check(
  `the base image is Node.js ${needMajor} or newer (package.json engines: ${engines})`,
  baseImages.length === 0
    ? 'no ARG NODE_IMAGE=…'
    : baseImages.filter((image) => Number(/^node:(\d+)/.exec(image)?.[1] ?? 0) < needMajor).map((image) => `${image}`),
);

// --- .dockerignore ---
console.log('.dockerignore');
const ignored = new Set(
  read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#')),
);
check(
  'keeps node_modules, dist, data and .env out of the build context',
  ['node_modules', 'dist', 'data', '.env'].filter((entry) => !ignored.has(entry)).map((entry) => `${entry} is not ignored`),
);

// --- compose.yaml ---
console.log('compose.yaml');
const compose = parse(read('compose.yaml'), { merge: true });
const services = compose.services ?? {};
const app = services.app;
const environmentOf = (service) => {
  const environment = service?.environment ?? {};
  return Array.isArray(environment)
    ? Object.fromEntries(
        environment.map((entry) => [entry.split('=')[0], entry.includes('=') ? entry.slice(entry.indexOf('=') + 1) : undefined]),
      )
    : environment;
};
const appEnv = environmentOf(app);
check(
  "service app exists and builds this directory's Dockerfile",
  !app ? 'no service app' : [app.build === '.' || app.build?.context === '.' ? '' : `build is ${JSON.stringify(app.build)}`],
);
check(`every variable the app service sets is a setting (${Object.keys(appEnv).length})`, missingFrom(Object.keys(appEnv), known));
const blankDefaults = Object.entries(appEnv).filter(([, value]) => /^\$\{[A-Z0-9_]+(:?-)\}$/.test(String(value)));
check(
  `every variable passed as \${NAME:-} (empty when unset) reads '' as unset (${blankDefaults.length})`,
  blankDefaults.filter(([name]) => !emptyIsUnset(name)).map(([name]) => `${name}: ${settings.get(name)} does not treat '' as unset`),
);
for (const [name, why] of [
  ['AUTH_SECRET', 'signs access tokens'],
  ['SETTINGS_KEY', 'seals the keys and secrets saved in the console'],
  ['METRICS_TOKEN', 'guards /metrics'],
]) {
  const required = new RegExp(`^\\$\\{${name}:\\?([^}]+)\\}$`).exec(String(appEnv[name]));
  check(
    `${name} is required (\${${name}:?…} with what to do), so compose refuses to start without one: it ${why}`,
    required && /openssl rand/.test(required[1]) ? [] : `${name} is ${appEnv[name]}`,
  );
}
const appVolumes = (app?.volumes ?? []).map((volume) => (typeof volume === 'string' ? volume.split(':') : [volume.source, volume.target]));
check(
  'the replicas share DATA_DIR (downloaded models, the model runtime) on a named volume',
  appVolumes.some(
    ([source, target]) => target === appEnv.DATA_DIR && source && !source.startsWith('.') && compose.volumes && source in compose.volumes,
  )
    ? []
    : `no named volume at DATA_DIR (${appEnv.DATA_DIR})`,
);
const dumper = Object.entries(services).find(([, service]) => JSON.stringify(service?.command ?? '').includes('pg_dump'));
check(
  'a service dumps the database on a schedule (pg_dump in a loop) into a named volume, once PostgreSQL is healthy',
  !dumper
    ? 'no service runs pg_dump'
    : [
        /while true|sleep \d+/.test(JSON.stringify(dumper[1].command)) ? '' : `${dumper[0]} does not repeat`,
        (dumper[1].volumes ?? []).some(
          (volume) => String(typeof volume === 'string' ? volume.split(':')[0] : volume.source) in (compose.volumes ?? {}),
        )
          ? ''
          : `${dumper[0]} keeps its dumps on no named volume`,
        dumper[1].depends_on?.postgres?.condition === 'service_healthy' ? '' : `${dumper[0]} does not wait for postgres`,
      ],
);
check('the app service listens on 0.0.0.0 in production', [
  appEnv.HOST === '0.0.0.0' ? '' : `HOST is ${appEnv.HOST}`,
  appEnv.NODE_ENV === 'production' ? '' : `NODE_ENV is ${appEnv.NODE_ENV}`,
]);
check(
  'the app uses the shared services: DATABASE_URL, REDIS_URL, S3_BUCKET and S3_ENDPOINT point at compose services',
  ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'S3_ENDPOINT']
    .filter((name) => !appEnv[name])
    .map((name) => `${name} is not set`)
    .concat(
      ['DATABASE_URL', 'REDIS_URL', 'S3_ENDPOINT']
        .filter((name) => appEnv[name])
        .map((name) => {
          const host = /^[a-z]+:\/\/(?:[^@/]*@)?([^:/]+)/.exec(String(appEnv[name]))?.[1];
          return host && services[host] ? '' : `${name} points at ${host}, which is not a service`;
        }),
    ),
);
const proxied = Object.entries(services).some(
  ([name, service]) =>
    name !== 'app' &&
    service?.depends_on &&
    'app' in
      (Array.isArray(service.depends_on)
        ? Object.fromEntries(service.depends_on.map((dependency) => [dependency, {}]))
        : service.depends_on),
);
check(
  `TRUST_PROXY is ${proxied ? 'true (a proxy service sits in front of app)' : 'false (nothing in front of app)'}`,
  (String(appEnv.TRUST_PROXY) === 'true') === proxied ? [] : `TRUST_PROXY is ${appEnv.TRUST_PROXY}`,
);
check(
  'the app publishes no port when a proxy is in front (only the proxy may reach it)',
  proxied && app?.ports?.length ? `ports ${JSON.stringify(app.ports)}` : [],
);
const problemsOfDependencies = Object.entries(services).flatMap(([name, service]) => {
  const dependsOn = service?.depends_on ?? {};
  const targets = Array.isArray(dependsOn) ? dependsOn : Object.keys(dependsOn);
  return targets.filter((target) => !services[target]).map((target) => `${name} depends on ${target}, which is not a service`);
});
check('every depends_on names a service', problemsOfDependencies);
const withHealthCondition = Object.entries(services).flatMap(([name, service]) =>
  Object.entries(Array.isArray(service?.depends_on) ? {} : (service?.depends_on ?? {}))
    .filter(
      ([target, dependency]) => dependency?.condition === 'service_healthy' && target !== 'app' && !services[target]?.healthcheck?.test,
    )
    .map(([target]) => `${name} waits for ${target} to be healthy, but ${target} has no healthcheck`),
);
check("every service waited on with service_healthy has a healthcheck (app's is the image's HEALTHCHECK)", withHealthCondition);
const mounts = Object.entries(services).flatMap(([name, service]) =>
  (service?.volumes ?? [])
    .map((volume) => [name, typeof volume === 'string' ? volume.split(':')[0] : volume.source])
    .filter(([, source]) => source?.startsWith('.')),
);
check(
  `every file mounted from this directory exists (${mounts.length})`,
  mounts.filter(([, source]) => !existsSync(join(root, source))).map(([name, source]) => `${name} mounts ${source}, which does not exist`),
);
for (const [name, service] of Object.entries(services)) {
  if (name === 'app' || !service?.environment || service.image !== app?.image) continue;
  check(`every variable the ${name} service (app's image) sets is a setting`, missingFrom(Object.keys(environmentOf(service)), known));
}

// --- docs/deploy.md: the table "Settings that matter in a cluster" ---
console.log('docs/deploy.md');
const deployDoc = read('docs/deploy.md');
const tableSection = /^#+ Settings that matter in a cluster\s*$([\s\S]*?)(?=^#)/m.exec(deployDoc)?.[1] ?? '';
const documented = [
  ...new Set(
    tableSection
      .split('\n')
      .filter((line) => line.startsWith('|'))
      .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1])),
  ),
];
check(
  `every variable of the table "Settings that matter in a cluster" is a setting (${documented.length})`,
  documented.length === 0 ? 'the table was not found' : missingFrom(documented, known),
);

// --- .env.example lists exactly the settings (config.ts says it does) ---
console.log('.env.example');
const exampleNames = [...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
check(`lists every setting, and nothing else (${exampleNames.length})`, [
  ...missingFrom(exampleNames, known),
  ...[...known].filter((name) => !exampleNames.includes(name)).map((name) => `${name} is missing from .env.example`),
]);

// --- deploy/nginx.conf is cluster/nginx.conf's site, with the instances found by DNS ---
console.log('deploy/nginx.conf');
/** The site between the markers, without comments and the lines that differ by design. */
function site(path) {
  const text = read(path);
  const body = /# --- site: begin ---([\s\S]*?)# --- site: end ---/.exec(text)?.[1];
  if (body === undefined) return undefined;
  return body
    .split('\n')
    .map((line) => line.replace(/#.*$/, '').trim())
    .filter(
      (line) => line && !/^(listen|zone|access_log)\s/.test(line) && !/^server\s+[^{]*;$/.test(line) && !/^server\s+\{\{.*;$/.test(line),
    );
}
const clusterSite = site('cluster/nginx.conf');
const deploySite = site('deploy/nginx.conf');
check(
  'has the site of cluster/nginx.conf (same locations, headers and timeouts; only listen, upstream servers, zone and access_log differ)',
  (() => {
    if (!clusterSite) return 'no "site" markers in cluster/nginx.conf';
    if (!deploySite) return 'no "site" markers in deploy/nginx.conf';
    const problems = [];
    const length = Math.max(clusterSite.length, deploySite.length);
    for (let index = 0; index < length && problems.length < 5; index += 1) {
      if (clusterSite[index] !== deploySite[index])
        problems.push(`cluster: ${clusterSite[index] ?? '(end)'}  ≠  deploy: ${deploySite[index] ?? '(end)'}`);
    }
    return problems;
  })(),
);
const upstreamServers = [...read('deploy/nginx.conf').matchAll(/^\s*server\s+([^\s{;]+)[^;{]*;/gm)].map((match) => match[1]);
check(
  'its upstream points at the app service on its PORT',
  upstreamServers.length > 0 && upstreamServers.every((server) => server === `app:${appEnv.PORT ?? port}`)
    ? []
    : `upstream servers: ${upstreamServers.join(', ') || '(none)'}; expected app:${appEnv.PORT ?? port}`,
);

console.log(`check-deploy-files: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
