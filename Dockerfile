# Genesis Studio: one app instance (API, chat socket at /ws, files at /files/…, the built client)
# listening on port 3000. compose.yaml runs it with PostgreSQL, Redis, an S3-compatible store and
# nginx; docs/deploy.md ("Docker") explains both.
#
#   docker build -t genesis-studio .
#   docker run -p 3000:3000 -v genesis-data:/data genesis-studio
#
# With no other settings the container runs as `npm start` does: embedded PostgreSQL, files and the
# generated signing key under DATA_DIR (/data, a volume). Every setting of .env.example can be
# passed with -e; scripts/check-deploy-files.mjs checks this file against src/server/config/config.ts.
#
# Node.js 20.19 or newer (package.json "engines"); 20 is the version CI tests on.
ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency, the client and server build, then the production dependencies only ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# --- runtime: node dist/server/main.js and what it reads ---
FROM ${NODE_IMAGE} AS runtime
# glibc's malloc settings (scripts/malloc-settings.mjs): memory freed by worker threads goes back.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=1048576
WORKDIR /app
# Where the app writes (embedded database, auth-secret, local files; /uploads for the parts of
# resumable uploads when RESUMABLE_UPLOADS_DIR names it); owned by the unprivileged user so a new
# named volume mounted there is too.
RUN mkdir -p /data /uploads && chown node:node /data /uploads
# Video renders use Debian's ffmpeg (the npm package's static build is only the fallback).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg \
 && rm -rf /var/lib/apt/lists/*
# package.json marks the project root: the server finds drizzle/ (migrations, applied at start-up)
# and dist/client (the built client) beside it. node_modules holds the production dependencies
# only, native ones (sharp, @node-rs/argon2) included as installed for this platform.
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/drizzle ./drizzle
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/client ./dist/client
USER node
VOLUME ["/data"]
EXPOSE 3000
# /api/ready answers 200 once migrations ran and the database answers (docs/deploy.md, "Health and readiness").
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM: the server stops accepting connections, finishes what is in flight and exits within
# 10 s (give the container longer than that before SIGKILL: compose.yaml uses stop_grace_period: 15s).
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
