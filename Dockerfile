# syntax=docker/dockerfile:1
# Production image: Next standalone output, run as a non-root user.
# Build:  docker build -t ngo-portal .
# Run:    see docker-compose.yml (Caddy in front, PostgreSQL, uploads volume).
#
# Node: 24, an LTS with security support (Node 20's ended on 30 April 2026).
# Pinned by version tag and by digest, so every build gets the same image until
# the pin is moved on purpose. The digest is that of the multi-platform image
# of the tag `node:24.18.0-bookworm-slim`, as pinned in public Dockerfiles (for
# example github.com/derzerpoo/betreuungsbuero, Dockerfile).
# To bump it: pick the newest 24.x (or the next LTS) on Docker Hub's `node`
# page, then read its digest with
#   docker buildx imagetools inspect node:24.<x>.<y>-bookworm-slim
# (the "Digest:" line), put both in NODE_IMAGE below, build, and run the
# portal's tests with that Node (`npm test`). The code also runs on Node 20.9+,
# which these development machines use (package.json "engines").
ARG NODE_IMAGE=node:24.18.0-bookworm-slim@sha256:6f7b03f7c2c8e2e784dcf9295400527b9b1270fd37b7e9a7285cf83b6951452d

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The embedded PostgreSQL package is for the quick start only; production uses DATABASE_URL.
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build && node scripts/bundle-cli.mjs

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data \
    UPLOAD_DIR=/data/uploads
RUN groupadd --system --gid 1001 portal \
 && useradd --system --uid 1001 --gid portal --home /app portal \
 && mkdir -p /data/uploads /backups \
 && chown -R portal:portal /data /backups
COPY --from=build --chown=portal:portal /app/.next/standalone ./
COPY --from=build --chown=portal:portal /app/.next/static ./.next/static
COPY --from=build --chown=portal:portal /app/public ./public
COPY --from=build --chown=portal:portal /app/db/migrations ./db/migrations
USER portal
# Reached only on the compose network, through Caddy (docker-compose.yml).
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Migrations and reference content are applied at server start (instrumentation.ts);
# a database migrated by a newer version stops the start (exit code 78).
# The Node flags are those of `npm start` (scripts/node-flags.ts, decision 105).
CMD ["node", "--max-semi-space-size=64", "portal.js"]
