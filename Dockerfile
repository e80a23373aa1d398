# syntax=docker/dockerfile:1
# Build stage: install, generate the Prisma client, compile TypeScript, keep production deps only.
FROM node:20.20-slim AS build
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY overrides ./overrides
COPY scripts/prisma-generate.mjs scripts/
COPY prisma ./prisma
RUN npm ci --no-audit --no-fund
COPY tsconfig.json ./
COPY src ./src
COPY scripts ./scripts
RUN npm run build && npm prune --omit=dev

# Runtime stage: slim Node 20.20 (as CI), non-root. The server applies pending migrations at start, then serves.
# On PostgreSQL, migrate as the tables' owner and serve as a login role that is only a member of
# carcassonne_app (README, "Database roles"), so that the server cannot turn off the log's triggers:
#   docker run -e MIGRATION_DATABASE_URL=postgresql://owner:…@db:5432/carcassonne \
#              -e DATABASE_URL=postgresql://carcassonne_server:…@db:5432/carcassonne -p 3000:3000 IMAGE
# or migrate once per deploy with `docker run -e MIGRATION_DATABASE_URL=… IMAGE node dist/scripts/migrate.js`
# and run the server with DATABASE_URL alone. Without DATABASE_URL it uses the embedded PGlite in /data.
FROM node:20.20-slim
# The receipt keys live on the volume too: keep them (and back them up) with the data.
# GLIBC_TUNABLES keeps glibc's mmap threshold at 128 KiB, so freed big blocks go back to the system
# (glibc raises it to 8.7 MB once PGlite's WebAssembly has been read; README, "Memory").
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data RECEIPT_KEYS_DIR=/data/keys \
    GLIBC_TUNABLES=glibc.malloc.mmap_threshold=131072
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/overrides ./overrides
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The browser client's sources: a short-lived child process compiles their TypeScript at the first request (src/web/assets.ts).
COPY --from=build /app/src/web/client ./dist/src/web/client
COPY --from=build /app/prisma ./prisma
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness (/health does not touch the database). Orchestrators should gate traffic on readiness,
# GET /health/ready (the database answers and its migrations are applied).
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# One V8 worker thread (one malloc arena for them instead of 4) and a smaller young generation (README, "Memory").
CMD ["node", "--v8-pool-size=1", "--max-semi-space-size=8", "dist/src/server.js"]
