# The stack's reverse proxy: nginx from Debian on the same base image as the servers (no registry needed).
ARG BASE_IMAGE=debian:bookworm-slim
FROM ${BASE_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends nginx-light && rm -rf /var/lib/apt/lists/*
COPY deploy/proxy/nginx.conf /etc/nginx/nginx.conf
USER 1000
CMD ["nginx", "-g", "daemon off;"]
