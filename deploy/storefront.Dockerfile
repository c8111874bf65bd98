# syntax=docker/dockerfile:1
# One storefront app (APP = cn, us or eu) as an image, built from the repository root:
#   podman build --format docker --build-arg APP=us -f deploy/storefront.Dockerfile -t storefront-us .
#   podman run --read-only -p 3000:3000 -e STOREFRONT_ENV=production \
#     -e CN_ORIGIN=https://… -e US_ORIGIN=https://… -e EU_ORIGIN=https://… storefront-us
# Only that app's pruned workspace (turbo prune) is installed and built; pnpm and turbo come through
# npx at their pinned versions (no corepack). scripts/release/runtime-trace.mjs then copies what the built
# server imports at run time (vike and its runtime, React) and dist/, nothing of the build toolchain:
# the runtime stage adds 24 MB to the Node image (podman, 2026-11-23). It runs with plain node as the
# `node` user and writes nothing, so a read-only root filesystem is fine. NODE_ENV=production: it refuses to start
# without STOREFRONT_ENV and the three origins.
ARG NODE_IMAGE=node:20.20-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV CI=true NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false TURBO_TELEMETRY_DISABLED=1
WORKDIR /repo

# 1. The part of the monorepo this app needs: out/json (manifests + lockfile) and out/full (sources).
FROM base AS prune
ARG APP
COPY . .
RUN test -n "${APP}" && npx --yes turbo@2.11.11 prune "@storefront/app-${APP}" --docker

# 2. Install (a layer that stays cached while only sources change), build, trace the run-time files.
FROM base AS build
ARG APP
# The context has no .git: the commit `/version` reports comes in as an argument (scripts/stack/check.ts).
ARG SOURCE_COMMIT=unknown
COPY --from=prune /repo/out/json/ .
RUN --mount=type=cache,id=pnpm-store,target=/root/.local/share/pnpm/store \
    npx --yes pnpm@10.34.9 install --frozen-lockfile
COPY --from=prune /repo/out/full/ .
COPY tsconfig.base.json ./
COPY scripts/release/runtime-trace.mjs scripts/release/
RUN SOURCE_COMMIT="${SOURCE_COMMIT}" npx --yes pnpm@10.34.9 exec turbo run build --filter="@storefront/app-${APP}"
RUN node scripts/release/runtime-trace.mjs "apps/${APP}" /runtime

# 3. What runs: the built app and its traced run-time files, in the repository's layout.
FROM ${NODE_IMAGE} AS runtime
ARG APP
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SHUTDOWN_DELAY_MS=5000
COPY --from=build /runtime /app
WORKDIR /app/apps/${APP}
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s \
  CMD node -e "fetch('http://127.0.0.1:' + process.env.PORT + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "dist/start/server.mjs"]
