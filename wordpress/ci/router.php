<?php
/**
 * Router of PHP's built-in server (`php -S 127.0.0.1:8891 -t /usr/share/wordpress router.php`) for the CI
 * WordPress: picks Debian's /etc/wordpress/config-spesa.php and sends every address that is not a file to
 * index.php, as Apache's rewrite rules would, so /wp-json/… works as well as ?rest_route=.
 */
$_SERVER['WORDPRESS_CONFIG'] = 'spesa';
$root = rtrim($_SERVER['DOCUMENT_ROOT'], '/');
$path = parse_url($_SERVER['REQUEST_URI'], PHP_URL_PATH) ?: '/';
$file = $root . $path;
if (!str_contains($path, '..') && is_file($file)) {
	if (!str_ends_with($file, '.php')) return false; // a static file: the built-in server sends it
} else {
	$path = '/index.php';
	$file = $root . $path;
}
$_SERVER['SCRIPT_NAME'] = $_SERVER['PHP_SELF'] = $path;
$_SERVER['SCRIPT_FILENAME'] = $file;
chdir(dirname($file));
require $file;
