# syntax=docker/dockerfile:1
# Production image: Next standalone output, run as a non-root user.
# Build:  docker build -t ngo-portal .
# Run:    see docker-compose.yml (PostgreSQL + uploads volume).

FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
# The embedded PostgreSQL package is for the quick start only; production uses DATABASE_URL.
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build && node scripts/bundle-cli.mjs

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data \
    UPLOAD_DIR=/data/uploads
RUN groupadd --system --gid 1001 portal \
 && useradd --system --uid 1001 --gid portal --home /app portal \
 && mkdir -p /data/uploads \
 && chown -R portal:portal /data
COPY --from=build --chown=portal:portal /app/.next/standalone ./
COPY --from=build --chown=portal:portal /app/.next/static ./.next/static
COPY --from=build --chown=portal:portal /app/public ./public
COPY --from=build --chown=portal:portal /app/db/migrations ./db/migrations
USER portal
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# Migrations and reference content are applied at server start (instrumentation.ts).
CMD ["node", "portal.js"]
