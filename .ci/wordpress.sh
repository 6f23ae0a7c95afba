#!/usr/bin/env bash
# A real WordPress 6 for the content tests (issue 20, decision 0027): Debian's `wordpress` package with
# PHP's built-in server and the machine's MariaDB, the repo's mu-plugin linked in. Idempotent: a second
# run only checks and refreshes the test credentials. Writes the variables for the tests to
# $WP_STATE/env (TEST_WORDPRESS_URL, TEST_WORDPRESS_AUTH); exits non-zero, saying why, when it cannot.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)

WP_PORT="${WP_PORT:-8891}"
WP_URL="http://127.0.0.1:${WP_PORT}"
WP_STATE="${WP_STATE:-/var/lib/spesa-wordpress}"
WP_DB="${WP_DB:-spesa_wp}"
log="$WP_STATE/setup.log"
mkdir -p "$WP_STATE" "$WP_STATE/mu-plugins"
: >"$log"

fail() { echo "WordPress setup failed: $1 (log: $log)" >&2; tail -5 "$log" >&2; exit 1; }

# 1. Packages, only when missing.
if [ ! -f /usr/share/wordpress/wp-settings.php ] || ! command -v php >/dev/null || ! php -m 2>/dev/null | grep -qx mysqli; then
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends wordpress php-cli php-mysql; } >>"$log" 2>&1 \
    || fail "apt-get install wordpress php-cli php-mysql"
fi

# 2. The machine's MariaDB (root, empty password, 127.0.0.1:3306).
if ! mysqladmin -h127.0.0.1 -uroot ping >/dev/null 2>&1; then
  start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd >>"$log" 2>&1 || fail "starting mariadbd"
  for _ in $(seq 1 30); do mysqladmin -h127.0.0.1 -uroot ping >/dev/null 2>&1 && break; sleep 0.5; done
fi
mysql -h127.0.0.1 -uroot -e "CREATE DATABASE IF NOT EXISTS \`$WP_DB\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci" >>"$log" 2>&1 \
  || fail "creating the database $WP_DB in MariaDB at 127.0.0.1:3306"

# 3. Debian's package reads /etc/wordpress/config-<host>.php, or config-<WORDPRESS_CONFIG>.php when the
#    server sets that variable: the router sets it to `spesa`, so no other site of the machine is touched.
[ -s "$WP_STATE/salt" ] || openssl rand -hex 32 >"$WP_STATE/salt"
# Copies, not links: the server outlives this checkout (CI clones into a temporary folder), and a
# later run from another checkout must not find its plugin or router gone.
install -m 0644 "$repo/wordpress/spesa-content/spesa-content.php" "$WP_STATE/mu-plugins/spesa-content.php"
install -m 0644 "$repo/wordpress/ci/router.php" "$WP_STATE/router.php"
mkdir -p /etc/wordpress
cat >/etc/wordpress/config-spesa.php <<PHP
<?php
// Written by .ci/wordpress.sh: the CI WordPress of the shop's content tests.
define('DB_NAME', '$WP_DB');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', '127.0.0.1:3306');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
foreach (['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'] as \$key)
  define(\$key, \$key . '$(cat "$WP_STATE/salt")');
// 'local' lets Application Passwords work over plain http.
define('WP_ENVIRONMENT_TYPE', 'local');
define('WPMU_PLUGIN_DIR', '$WP_STATE/mu-plugins');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_DEBUG', false);
PHP

# 4. Install (or refresh) the site and get a fresh application password.
auth=$(php "$repo/wordpress/ci/install.php" "$WP_URL" 2>>"$log") || fail "installing the site (wordpress/ci/install.php)"

# 5. Serve it: always a fresh server, so it runs this checkout's plugin and router.
[ -f "$WP_STATE/php.pid" ] && kill -- -"$(cat "$WP_STATE/php.pid")" 2>/dev/null || true
pkill -f "php -S 127.0.0.1:$WP_PORT " 2>/dev/null || true
for _ in $(seq 1 20); do curl -fsS -o /dev/null --max-time 1 "$WP_URL/" 2>/dev/null || break; sleep 0.25; done
# Its own session, so the workers go with it: the pid is the process group's.
PHP_CLI_SERVER_WORKERS=4 setsid php -S "127.0.0.1:$WP_PORT" -t /usr/share/wordpress "$WP_STATE/router.php" \
  >>"$WP_STATE/php.log" 2>&1 </dev/null &
echo $! >"$WP_STATE/php.pid"
for _ in $(seq 1 40); do curl -fsS -o /dev/null --max-time 5 "$WP_URL/?rest_route=/" 2>/dev/null && break; sleep 0.25; done
curl -fsS --max-time 10 "$WP_URL/wp-json/wp/v2/types/volantino" 2>>"$log" | grep -q '"slug":"volantino"' \
  || fail "WordPress at $WP_URL does not answer the plugin's post types"

cat >"$WP_STATE/env" <<ENV
TEST_WORDPRESS_URL=$WP_URL
TEST_WORDPRESS_AUTH=$auth
ENV
echo "WordPress $(php -r 'include "/usr/share/wordpress/wp-includes/version.php"; echo $wp_version;') at $WP_URL"
