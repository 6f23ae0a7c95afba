import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createRemoteGeocoder } from './remote-geocoder';

type Place = { address1: string; city: string; province: string; postalcode: string; precision: string; latitude: number | null };

describe('geocoding with the embedded Italian data', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  const get = (url: string) => test.app.inject({ method: 'GET', url: `/ebsn/api/geocoding/${url}` });
  const suggestions = async (q: string): Promise<Place[]> =>
    (await get(`autocomplete?q=${encodeURIComponent(q)}`)).json().data.suggestions;

  it('suggests nothing until the typed street is longer than 3 characters', async () => {
    expect(await suggestions('')).toEqual([]);
    expect(await suggestions('via')).toEqual([]);
    expect(await suggestions('  Via ')).toEqual([]);
    expect((await suggestions('via ')).length).toBe(0);
  });

  it('suggests streets of the served areas, accents and word order forgiven, a town after a comma narrowing them', async () => {
    const palazzo = await suggestions('borgo pal');
    expect(palazzo[0]).toMatchObject({
      description: 'Via Borgo Palazzo, 24125 Bergamo (BG)',
      address1: 'Via Borgo Palazzo',
      city: 'Bergamo',
      province: 'BG',
      postalcode: '24125',
      precision: 'street',
    });
    expect((await suggestions("sant'alessandro"))[0]?.address1).toBe("Via Sant'Alessandro");
    const roma = await suggestions('via roma, treviolo');
    expect(roma.map((place) => place.city)).toEqual(['Treviolo']);
    const inMilano = await suggestions('corso buenos');
    expect(inMilano[0]).toMatchObject({ address1: 'Corso Buenos Aires', city: 'Milano', postalcode: '20124' });
  });

  it('suggests any Italian municipality by name, with its province', async () => {
    const places = await suggestions('Cantù');
    expect(places).toContainEqual(expect.objectContaining({ city: 'Cantù', province: 'CO', precision: 'city' }));
    expect((await suggestions('forlimpopoli'))[0]).toMatchObject({ city: 'Forlimpopoli', province: 'FC' });
  });

  it('geocodes a street, falls back to the municipality, and names the street at a point', async () => {
    const street = (await get('geocode?address1=Via%20Tasso&addressNumber=4&city=Bergamo&province=BG')).json().data.results;
    expect(street[0]).toMatchObject({
      address1: 'Via Torquato Tasso',
      addressNumber: '4',
      postalcode: '24121',
      precision: 'street',
    });
    const town = (await get('geocode?address1=Via%20Inesistente&city=Seriate')).json().data.results;
    expect(town[0]).toMatchObject({ address1: 'Via Inesistente', city: 'Seriate', postalcode: '24068', precision: 'city' });
    expect(town[0].latitude).toBeCloseTo(45.68, 1);
    const elsewhere = (await get('geocode?address1=Via%20Roma&city=Forlimpopoli&postalcode=47034')).json().data.results;
    expect(elsewhere[0]).toMatchObject({ city: 'Forlimpopoli', province: 'FC', postalcode: '47034', latitude: null });
    expect((await get('geocode?city=Atlantide')).json().data.results).toEqual([]);
    const reverse = (await get('geocode?latitude=45.6907&longitude=9.6753')).json().data.results;
    expect(reverse[0]).toMatchObject({ address1: 'Piazzale Guglielmo Marconi', city: 'Bergamo' });
    expect((await get('geocode?latitude=40.0&longitude=9.0')).json().data.results).toEqual([]);
  });

  it('answers 400 for what it cannot read, and for points outside Italy', async () => {
    for (const query of ['', 'latitude=45.6', 'latitude=48.85&longitude=2.35', 'latitude=abc&longitude=9']) {
      expect((await get(`geocode?${query}`)).statusCode, query).toBe(400);
    }
    expect((await get(`autocomplete?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('the geocoding adapter for a Nominatim-compatible service (GEOCODER_URL)', () => {
  let server: Server;
  let url: string;
  const requests: URL[] = [];

  const borgoPalazzo = {
    lat: '45.6934',
    lon: '9.6850',
    address: {
      road: 'Via Borgo Palazzo',
      house_number: '90',
      town: undefined,
      city: 'Bergamo',
      postcode: '24125',
      'ISO3166-2-lvl6': 'IT-BG',
      country_code: 'it',
    },
  };
  const answer = (request: IncomingMessage) => {
    const requested = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(requested);
    if (requested.searchParams.get('q')?.includes('guasto')) return { status: 500, body: 'boom' };
    if (requested.pathname === '/search') {
      const paris = { lat: '48.85', lon: '2.35', address: { road: 'Rue de Rivoli', city: 'Paris', country_code: 'fr' } };
      return { status: 200, body: JSON.stringify([borgoPalazzo, paris]) };
    }
    return { status: 200, body: JSON.stringify(borgoPalazzo) };
  };

  beforeAll(async () => {
    server = createServer((request, response) => {
      const { status, body } = answer(request);
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('asks /search limited to Italy and keeps only Italian results', async () => {
    const geocoder = createRemoteGeocoder(url);
    const places = await geocoder.autocomplete({ q: 'borgo palazzo', city: 'Bergamo' });
    expect(places).toEqual([
      {
        description: 'Via Borgo Palazzo 90, 24125 Bergamo (BG)',
        address1: 'Via Borgo Palazzo',
        addressNumber: '90',
        city: 'Bergamo',
        province: 'BG',
        postalcode: '24125',
        latitude: 45.6934,
        longitude: 9.685,
        precision: 'street',
      },
    ]);
    const asked = requests.at(-1) as URL;
    expect(asked.pathname).toBe('/search');
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({
      q: 'borgo palazzo, Bergamo',
      countrycodes: 'it',
      format: 'json',
      addressdetails: '1',
    });
    const geocoded = await geocoder.geocode({
      address1: 'Via Borgo Palazzo',
      addressNumber: '12',
      city: 'Bergamo',
      postalcode: '24125',
    });
    expect(geocoded[0]?.addressNumber).toBe('12');
    expect(requests.at(-1)?.searchParams.get('q')).toBe('Via Borgo Palazzo 12, 24125 Bergamo');
  });

  it('asks /reverse for a point', async () => {
    const places = await createRemoteGeocoder(url).reverse({ latitude: 45.6934, longitude: 9.685 });
    expect(places[0]?.address1).toBe('Via Borgo Palazzo');
    expect(Object.fromEntries(requests.at(-1)?.searchParams ?? [])).toMatchObject({ lat: '45.6934', lon: '9.685' });
  });

  it('serves the geocoding and address calls when configured, and answers 502 when the service fails', async () => {
    const test = await createTestApp({ GEOCODER_URL: url });
    try {
      const suggestions = await test.app.inject({ method: 'GET', url: '/ebsn/api/geocoding/autocomplete?q=borgo%20palazzo' });
      expect(suggestions.json().data.suggestions[0].description).toBe('Via Borgo Palazzo 90, 24125 Bergamo (BG)');
      const failed = await test.app.inject({ method: 'GET', url: '/ebsn/api/geocoding/autocomplete?q=via%20guasto' });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().response.errorsMessage[0].code).toBe('errors.geocoderUnavailable');
      // The verify step still answers from the postal code when the service fails.
      const check = await test.app.inject({
        method: 'POST',
        url: '/ebsn/api/user-address/check',
        payload: { address1: 'Via guasto', city: 'Bergamo', postalcode: '24125', province: 'BG' },
      });
      expect(check.json().data).toMatchObject({ active: 1, address: { latitude: null } });
    } finally {
      await test.close();
    }
    // An ephemeral port that nothing listens on any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createRemoteGeocoder(`http://127.0.0.1:${port}/`, { timeoutMs: 500 });
    await expect(unreachable.geocode({ city: 'Bergamo' })).rejects.toMatchObject({ statusCode: 502 });
  });
});
