<?php
/**
 * Installs the CI WordPress without a browser or wp-cli (`php install.php http://127.0.0.1:8891`), or
 * brings an installed one up to date: site address, permalinks, time zone (Rome), and a fresh
 * application password for the tests, printed as `admin:<password>`. Idempotent.
 */
[$script, $url] = $argv + [1 => ''];
if (!preg_match('#^http://[^/]+$#', $url)) {
	fwrite(STDERR, "usage: php install.php http://host:port\n");
	exit(2);
}
$_SERVER['HTTP_HOST'] = parse_url($url, PHP_URL_HOST) . ':' . parse_url($url, PHP_URL_PORT);
$_SERVER['WORDPRESS_CONFIG'] = 'spesa';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
/** No "your new site" mail: the machine has no sendmail. */
function wp_new_blog_notification() {}
require_once ABSPATH . 'wp-admin/includes/upgrade.php';

if (!is_blog_installed()) {
	$result = wp_install('Spesa (CI)', 'admin', 'admin@example.it', false, '', wp_generate_password(32));
	if (is_wp_error($result)) {
		fwrite(STDERR, $result->get_error_message() . "\n");
		exit(1);
	}
}
update_option('siteurl', $url);
update_option('home', $url);
update_option('permalink_structure', '/%postname%/');
update_option('timezone_string', 'Europe/Rome');

$user = get_user_by('login', 'admin');
foreach (WP_Application_Passwords::get_user_application_passwords($user->ID) as $item) {
	if ($item['name'] === 'ci') WP_Application_Passwords::delete_application_password($user->ID, $item['uuid']);
}
$created = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => 'ci']);
if (is_wp_error($created)) {
	fwrite(STDERR, $created->get_error_message() . "\n");
	exit(1);
}
echo 'admin:' . $created[0] . "\n";
