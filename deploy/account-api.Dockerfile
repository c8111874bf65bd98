# syntax=docker/dockerfile:1
# The account service as one image, built from the repository root, on PostgreSQL:
#   podman build --format docker -f deploy/account-api.Dockerfile -t storefront-account-api .
#   podman run --read-only -p 4000:4000 -e DATABASE_URL=postgres://user:pass@db:5432/storefront \
#     -e PUBLIC_BASE_URL=https://www.example.com -e TRUST_PROXY=10.0.0.0/8 \
#     -e SMTP_URL=smtp://user:pass@smtp.example.com:587 storefront-account-api
# NODE_ENV=production: it refuses to start without DATABASE_URL, PUBLIC_BASE_URL and SMTP_URL (the
# embedded PGlite is for one local process), and with TRUST_PROXY as a hop count instead of the
# proxies' addresses (apps/account-api/README.md, "Behind a proxy"). It migrates the database at start;
# any number of replicas can share one database (docs/deployment.md#scaling-out). The service is compiled (build.ts bundles it into
# dist/main.mjs, the SQL migrations beside it) and runs with plain node as the `node` user; it writes
# nothing to disk, so a read-only root filesystem is fine.
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV CI=true NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false TURBO_TELEMETRY_DISABLED=1
WORKDIR /repo

# 1. The part of the monorepo this service needs.
FROM base AS prune
COPY . .
RUN npx --yes turbo@2.11.11 prune @storefront/account-api --docker

# 2. Install, build, then a folder with the production dependencies only (PGlite, pg, nodemailer…).
FROM base AS build
COPY --from=prune /repo/out/json/ .
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
    npx --yes pnpm@10.34.9 install --frozen-lockfile
COPY --from=prune /repo/out/full/ .
COPY tsconfig.base.json ./
RUN npx --yes pnpm@10.34.9 exec turbo run build --filter=@storefront/account-api
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
    npx --yes pnpm@10.34.9 --filter @storefront/account-api deploy --prod --legacy /deploy

# 3. What runs: the compiled service and its production dependencies.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production ACCOUNT_API_HOST=0.0.0.0 ACCOUNT_API_PORT=4000 SHUTDOWN_DELAY_MS=5000
WORKDIR /srv
COPY --from=build /deploy/package.json ./package.json
COPY --from=build /deploy/node_modules ./node_modules
COPY --from=build /repo/apps/account-api/dist ./dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.ACCOUNT_API_PORT + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/main.mjs"]
