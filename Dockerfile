# The API server with the built app inside (docs/SCALING.md, README "Run in containers").
# Three stages: the build (every dependency, `npm run build`), the runtime's dependencies only
# (`npm ci --omit=dev`: tsx, which runs the server's TypeScript, is one of them), and the image itself:
# those dependencies, the server's sources and the built app, run as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    STATIC_DIR=/app/dist \
    LOG=true
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json tsconfig.json tsconfig.base.json ./
# What the server runs: its own sources (migrations included), what it shares with the apps, and the
# catalogs its notices are written from.
COPY server ./server
COPY contract ./contract
COPY engines ./engines
COPY lib ./lib
COPY locales ./locales
COPY --from=build /app/dist ./dist
# The app built for the server: it paints the first screen of the public pages (server/static/firstPaint.ts).
COPY --from=build /app/dist-ssr ./dist-ssr
# DATA_DIR holds the operator token file and, without DATABASE_URL, the embedded database: the one path
# the server writes.
RUN mkdir /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "server/main.ts"]
