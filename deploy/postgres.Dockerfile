# PostgreSQL for the stack, from Debian's packages on the same base image (no registry needed).
ARG BASE_IMAGE=debian:bookworm-slim
FROM ${BASE_IMAGE}
RUN apt-get update && apt-get install -y --no-install-recommends postgresql-15 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /var/lib/postgresql/data /var/run/postgresql && chown -R postgres:postgres /var/lib/postgresql /var/run/postgresql
COPY deploy/postgres/start.sh /usr/local/bin/start-postgres
USER postgres
ENV PGDATA=/var/lib/postgresql/data PGPORT=5432
CMD ["sh", "/usr/local/bin/start-postgres"]
