<?php
/**
 * Plugin Name: Spesa content
 * Description: Makes a stock WordPress 6 answer the shop's content contract (packages/domain/src/content/wordpress-shapes.ts): custom post types, the FAQ taxonomy, `acf` and `meta` fields, menus by location, form parameters. Works as an mu-plugin; needs no other plugin.
 * Version: 1.0.0
 * Requires at least: 6.0
 * Requires PHP: 8.0
 *
 * Custom fields are stored as one post meta per field (as Advanced Custom Fields stores them) and read
 * back into `acf`, so an existing ACF installation keeps its data and this plugin needs no ACF.
 */

defined('ABSPATH') || exit;

/** The theme locations the shop draws its menus from. */
const SPESA_MENU_LOCATIONS = [
	'header' => 'Barra di navigazione',
	'footer' => 'Piè di pagina (gruppi di link)',
	'links-drawer' => 'Cassetto dei link',
	'mobile' => 'Menu del telefono',
];

/** The `acf` fields of each custom post type: name => type (string, date, int, nullable-int, pages). */
const SPESA_ACF_FIELDS = [
	'slide' => ['image' => 'string', 'image_alt' => 'string', 'link' => 'string', 'link_label' => 'string', 'date_from' => 'date', 'date_to' => 'date'],
	'volantino' => ['flyer_id' => 'int', 'date_from' => 'date', 'date_to' => 'date', 'where' => 'string', 'cover' => 'string', 'pages' => 'pages'],
	'vantaggio' => ['image' => 'string', 'image_alt' => 'string', 'points' => 'nullable-int'],
	'ux_block' => ['ux_position' => 'string', 'category_slug' => 'string', 'image' => 'string', 'image_alt' => 'string', 'link' => 'string', 'link_label' => 'string'],
];

/**
 * Where each post lives in the shop, as the embedded content links it: a path on the WordPress host
 * (the shop's proxy turns the host into its own address), or an outside address as it is.
 */
function spesa_content_link(WP_Post $post): string {
	switch ($post->post_type) {
		case 'page':
			$path = '/page/' . $post->post_name;
			break;
		case 'volantino':
			$path = '/volantini/' . $post->post_name;
			break;
		case 'faq':
			$terms = get_the_terms($post, 'faq_category');
			$path = is_array($terms) && $terms ? '/faq/' . $terms[0]->slug : '/faq';
			break;
		case 'vantaggio':
			$path = '/vantaggi';
			break;
		default: // slides and ux-blocks: where they lead
			$path = (string) get_post_meta($post->ID, 'link', true) ?: '/';
	}
	return preg_match('#^https?://#', $path) ? $path : home_url('/' . ltrim($path, '/'));
}

add_action('init', function () {
	$supports = ['title', 'editor', 'excerpt', 'page-attributes', 'custom-fields'];
	$types = ['slide' => 'Slide', 'volantino' => 'Volantini', 'faq' => 'FAQ', 'vantaggio' => 'Vantaggi', 'ux_block' => 'Blocchi UX'];
	foreach ($types as $type => $label) {
		register_post_type($type, [
			'label' => $label,
			'public' => true,
			'show_in_rest' => true,
			'supports' => $supports,
			'rewrite' => false,
		]);
	}
	register_taxonomy('faq_category', 'faq', [
		'label' => 'Categorie FAQ',
		'public' => true,
		'hierarchical' => true, // so terms answer `parent`, as the contract's term has
		'show_in_rest' => true,
		'rewrite' => false,
	]);
	foreach (['seo_title', 'seo_description', 'testo_validit'] as $key) {
		register_post_meta('page', $key, [
			'type' => 'string',
			'single' => true,
			'default' => '',
			'show_in_rest' => $key !== 'testo_validit', // testo_validit answers at the top level, not in `meta`
			'auth_callback' => fn() => current_user_can('edit_pages'),
		]);
	}
	register_nav_menus(SPESA_MENU_LOCATIONS);
});

// Links are the shop's addresses (on the WordPress host until the proxy rewrites the host).
add_filter('page_link', fn($link, $id) => spesa_content_link(get_post($id)), 10, 2);
add_filter('post_type_link', fn($link, $post) => isset(SPESA_ACF_FIELDS[$post->post_type]) || $post->post_type === 'faq'
	? spesa_content_link($post) : $link, 10, 2);
add_filter('term_link', fn($link, $term) => $term->taxonomy === 'faq_category' ? home_url('/faq/' . $term->slug) : $link, 10, 2);

/** A field's stored meta as the contract types it. */
function spesa_acf_value(int $post_id, string $name, string $type) {
	$value = get_post_meta($post_id, $name, true);
	switch ($type) {
		case 'int':
			return (int) $value;
		case 'nullable-int':
			return $value === '' || $value === null ? null : (int) $value;
		case 'pages':
			$pages = is_array($value) ? $value : [];
			return array_values(array_map(fn($page) => [
				'image' => (string) ($page['image'] ?? ''),
				'image_alt' => (string) ($page['image_alt'] ?? ''),
				'title' => (string) ($page['title'] ?? ''),
				'product_ids' => array_values(array_map('intval', (array) ($page['product_ids'] ?? []))),
			], $pages));
		default:
			return (string) $value;
	}
}

add_action('rest_api_init', function () {
	foreach (SPESA_ACF_FIELDS as $type => $fields) {
		register_rest_field($type, 'acf', [
			'get_callback' => function ($post) use ($fields) {
				$acf = [];
				foreach ($fields as $name => $kind) $acf[$name] = spesa_acf_value((int) $post['id'], $name, $kind);
				return $acf;
			},
			'update_callback' => function ($values, WP_Post $post) use ($fields) {
				foreach ($fields as $name => $kind) {
					if (!array_key_exists($name, (array) $values)) continue;
					$value = $values[$name];
					if ($kind === 'date' && !preg_match('/^\d{8}$/', (string) $value))
						return new WP_Error('rest_invalid_param', "acf.$name deve essere una data Ymd.", ['status' => 400]);
					if ($kind === 'pages') $value = is_array($value) ? $value : [];
					elseif ($kind === 'nullable-int' && $value === null) $value = '';
					elseif (!is_scalar($value)) return new WP_Error('rest_invalid_param', "acf.$name non è valido.", ['status' => 400]);
					update_post_meta($post->ID, $name, $value);
				}
				return true;
			},
			'schema' => ['type' => 'object', 'context' => ['view', 'edit'], 'description' => 'Campi personalizzati'],
		]);
	}
	register_rest_field('page', 'testo_validit', [
		'get_callback' => fn($post) => (string) get_post_meta((int) $post['id'], 'testo_validit', true),
		'update_callback' => function ($value, WP_Post $post) {
			update_post_meta($post->ID, 'testo_validit', (string) $value);
			return true;
		},
		'schema' => ['type' => 'string', 'context' => ['view', 'edit'], 'description' => 'Testo di validità'],
	]);

	register_rest_route('menus/v1', '/locations/(?P<location>[a-z0-9_-]+)', [
		'methods' => 'GET',
		'permission_callback' => '__return_true',
		'callback' => 'spesa_menu_at_location',
	]);
	register_rest_route('ebsn/v1', '/form', [
		'methods' => 'GET',
		'permission_callback' => '__return_true',
		'args' => ['form_id' => ['required' => true, 'type' => 'integer', 'minimum' => 1]],
		'callback' => function (WP_REST_Request $request) {
			$form = get_option('spesa_form_' . (int) $request['form_id']);
			if (!is_array($form))
				return new WP_Error('rest_form_not_found', 'Modulo non trovato.', ['status' => 404]);
			return $form;
		},
	]);
});

/** `menus/v1/locations/<location>` as the "WP REST API V2 Menus" plugin answers it: the menu and its items as a tree. */
function spesa_menu_at_location(WP_REST_Request $request) {
	$locations = get_nav_menu_locations();
	$menu = isset($locations[$request['location']]) ? wp_get_nav_menu_object($locations[$request['location']]) : false;
	if (!$menu)
		return new WP_Error('rest_menu_location_invalid', 'Nessun menu in questa posizione.', ['status' => 404]);
	$byParent = [];
	foreach (wp_get_nav_menu_items($menu->term_id) ?: [] as $item) {
		$byParent[(int) $item->menu_item_parent][] = $item;
	}
	$tree = function (int $parent) use (&$tree, $byParent) {
		return array_map(function ($item) use ($tree, $byParent) {
			$answer = [
				'ID' => (int) $item->ID,
				'title' => esc_html(html_entity_decode($item->title, ENT_QUOTES, 'UTF-8')), // HTML, as every title WordPress renders
				'url' => $item->url,
				'target' => $item->target,
				'menu_order' => (int) $item->menu_order,
				'menu_item_parent' => (string) $item->menu_item_parent,
				'classes' => array_values(array_filter((array) $item->classes, 'strlen')),
			];
			if (!empty($byParent[(int) $item->ID])) $answer['child_items'] = $tree((int) $item->ID);
			return $answer;
		}, $byParent[$parent] ?? []);
	};
	return ['term_id' => (int) $menu->term_id, 'name' => $menu->name, 'slug' => $menu->slug, 'items' => $tree(0)];
}

/** `?ux_position=` and `?category_slug=` of ux-blocks; slides only while the slider date (today at noon, Rome) is within their dates. */
add_filter('rest_ux_block_query', function ($args, WP_REST_Request $request) {
	foreach (['ux_position', 'category_slug'] as $key) {
		if ($request[$key] !== null) $args['meta_query'][] = ['key' => $key, 'value' => (string) $request[$key]];
	}
	return $args;
}, 10, 2);

add_filter('rest_slide_query', function ($args) {
	$noon = new DateTimeImmutable('today 12:00', new DateTimeZone('Europe/Rome'));
	$day = $noon->format('Ymd');
	$args['meta_query'][] = ['key' => 'date_from', 'value' => $day, 'compare' => '<=', 'type' => 'NUMERIC'];
	$args['meta_query'][] = ['key' => 'date_to', 'value' => $day, 'compare' => '>=', 'type' => 'NUMERIC'];
	return $args;
});
