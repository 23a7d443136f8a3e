# syntax=docker/dockerfile:1
# Careerloom in one image: the built web app and the bundled server. Several containers of it run
# behind a proxy on one PostgreSQL and one Redis (compose.yaml); alone, it runs on the embedded
# database in /data. The stages: build everything, install production packages only, then a slim
# runtime that runs as the unprivileged `node` user.

# The workspace manifests alone, so the two installs below are cached until a dependency changes.
FROM node:20.20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/career-engine/package.json packages/career-engine/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/extension/package.json apps/extension/

FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build -w apps/web && npm run build -w apps/server && npm run build -w apps/extension

FROM manifests AS packages
# The server bundle holds most of its npm packages; those it loads when first used (native bindings,
# WebAssembly, the PDF and DOCX readers, the model SDKs: LOADED_WHEN_USED in apps/server/build.mjs)
# come from here.
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund

FROM node:20.20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=packages /app/node_modules ./node_modules
COPY --from=build /app/apps/server/dist ./apps/server/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
# Careerloom for Chrome, offered as a download in Settings (GET /api/extension/package).
COPY --from=build /app/apps/extension/dist ./apps/extension/dist
COPY package.json ./
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
# /healthz answers 503 when the database does not answer (and `degraded` with 200 while Redis is down).
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/server/dist/server.js"]
