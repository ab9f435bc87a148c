#!/usr/bin/env bash
# Makes sure the machine has what the test suite needs beyond npm packages: Debian's Chromium
# for the browser journeys and a running PostgreSQL for the server suite. Installs with apt-get
# when missing (as root), or stops with a clear message where it cannot.
set -euo pipefail

need_root() {
  if [ "$(id -u)" != "0" ]; then
    echo "ensure-system-deps: $1 is missing and this user cannot apt-get install it; install it (apt-get install -y $2) and re-run." >&2
    exit 1
  fi
}

apt_updated=0
apt_install() {
  if [ "$apt_updated" = 0 ]; then apt-get update -qq; apt_updated=1; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ -z "${CHROMIUM_PATH:-}" ] && ! command -v chromium >/dev/null 2>&1; then
  need_root Chromium chromium
  echo "ensure-system-deps: installing Debian's Chromium…"
  apt_install chromium
fi

# PostgreSQL: only the local default cluster is managed here; TEST_DATABASE_URL points elsewhere.
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if ! command -v pg_ctlcluster >/dev/null 2>&1; then
    need_root PostgreSQL postgresql
    echo "ensure-system-deps: installing PostgreSQL…"
    apt_install postgresql
  fi
  if ! pg_isready -h 127.0.0.1 -p 5432 -q 2>/dev/null; then
    version=$(ls /etc/postgresql 2>/dev/null | sort -V | tail -n 1)
    if [ -z "$version" ]; then echo "ensure-system-deps: no PostgreSQL cluster found in /etc/postgresql." >&2; exit 1; fi
    need_root "a running PostgreSQL" postgresql
    conf=/etc/postgresql/$version/main
    # trust auth on loopback for the throw-away test databases, as on the development machines
    if ! grep -q '^host all all 127.0.0.1/32 trust' "$conf/pg_hba.conf"; then
      sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$conf/pg_hba.conf"
    fi
    echo "ensure-system-deps: starting PostgreSQL $version…"
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || pg_ctlcluster "$version" main start
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 -q && break; sleep 1; done
  fi
  pg_isready -h 127.0.0.1 -p 5432 -q || { echo "ensure-system-deps: PostgreSQL does not answer on 127.0.0.1:5432." >&2; exit 1; }
fi
# NATS with JetStream on 127.0.0.1:4222 for the tracker's scale-out test; NATS_URL points elsewhere.
if [ -z "${NATS_URL:-}" ]; then
  nats_up() { (exec 3<>/dev/tcp/127.0.0.1/4222) 2>/dev/null; }
  if ! nats_up; then
    if [ ! -x /usr/sbin/nats-server ]; then
      need_root nats-server nats-server
      echo "ensure-system-deps: installing nats-server…"
      apt_install nats-server
    fi
    need_root "a running nats-server" nats-server
    mkdir -p /var/lib/nats-server
    echo "ensure-system-deps: starting nats-server with JetStream…"
    start-stop-daemon --start --oknodo --background --exec /usr/sbin/nats-server -- \
      -a 127.0.0.1 -p 4222 -js -sd /var/lib/nats-server -l /var/log/nats-server.log
    for _ in $(seq 1 30); do nats_up && break; sleep 1; done
  fi
  nats_up || { echo "ensure-system-deps: NATS does not answer on 127.0.0.1:4222." >&2; exit 1; }
fi
echo "ensure-system-deps: Chromium, PostgreSQL and NATS are ready."
