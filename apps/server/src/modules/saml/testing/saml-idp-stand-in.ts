import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { DOMParser } from '@xmldom/xmldom';
import * as samlify from 'samlify';
import { type ThrowawayKeys, throwawayKeys } from '../../../../test/throwaway-keys';

/** Only well-formedness: the stand-in needs no XSD validation (no Java, no xmllint). */
samlify.setSchemaValidator({
  validate: async (xml: string) => {
    const errors: string[] = [];
    new DOMParser({ onError: (level, message) => level !== 'warning' && errors.push(message) }).parseFromString(xml, 'text/xml');
    if (errors.length > 0) throw new Error(`not well-formed: ${errors[0]}`);
    return 'well-formed';
  },
});

const { post: POST_BINDING, redirect: REDIRECT_BINDING } = samlify.Constants.namespace.binding;
const UNSPECIFIED = 'urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified';

/** A person the stand-in signs in: NameID, password for its form, and the attributes it states. */
export type IdpUser = {
  username: string;
  password: string;
  nameId: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  attributes?: Record<string, string[]>;
};

/** The shop as the stand-in sees it. */
export type SpPeer = { entityId: string; acsUrl: string; sloUrl: string; certificate: string };

/** The template tags of samlify's login response, any of which a test may set to a wrong value. */
export type ResponseTags = {
  ID: string;
  AssertionID: string;
  Destination: string;
  Audience: string;
  SubjectRecipient: string;
  Issuer: string;
  IssueInstant: string;
  StatusCode: string;
  ConditionsNotBefore: string;
  ConditionsNotOnOrAfter: string;
  SubjectConfirmationDataNotOnOrAfter: string;
  NameIDFormat: string;
  NameID: string;
  InResponseTo: string;
};

const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (character) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', '"': 'quot', "'": 'apos' }[character]};`);
const html = (body: string) =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>IdP di prova</title></head><body>${body}</body></html>`;

/**
 * An identity provider run by the tests (issue 23), built on samlify and signing with its own
 * throw-away key: it parses the shop's AuthnRequest, signs responses (good ones, or with any tag set to
 * a wrong value for the refusal tests), answers single logout, and serves a small login form over HTTP
 * for the end-to-end test.
 */
export function createSamlIdpStandIn(options: { baseUrl: string; sp: SpPeer; users: IdpUser[]; keys?: ThrowawayKeys }) {
  const keys = options.keys ?? throwawayKeys('idp-di-prova');
  const entityId = `${options.baseUrl}/metadata`;
  const idp = samlify.IdentityProvider({
    entityID: entityId,
    privateKey: keys.key,
    signingCert: keys.cert,
    nameIDFormat: [UNSPECIFIED],
    singleSignOnService: [{ Binding: REDIRECT_BINDING, Location: `${options.baseUrl}/sso` }],
    singleLogoutService: [{ Binding: REDIRECT_BINDING, Location: `${options.baseUrl}/slo` }],
    requestSignatureAlgorithm: samlify.Constants.algorithms.signature.RSA_SHA256,
    wantLogoutRequestSigned: true,
  });
  const sp = samlify.ServiceProvider({
    entityID: options.sp.entityId,
    signingCert: options.sp.certificate,
    authnRequestsSigned: true,
    wantAssertionsSigned: true,
    wantLogoutResponseSigned: true,
    wantLogoutRequestSigned: true,
    assertionConsumerService: [{ Binding: POST_BINDING, Location: options.sp.acsUrl }],
    singleLogoutService: [{ Binding: REDIRECT_BINDING, Location: options.sp.sloUrl }],
  });
  /** The IdP's own sessions (cookie → user): a second do-login signs in without the form until single logout ends it. */
  const idpSessions = new Map<string, IdpUser>();
  let sessionCount = 0;

  function tagsFor(user: IdpUser, inResponseTo: string, overrides: Partial<ResponseTags>): ResponseTags {
    const now = new Date();
    const inFiveMinutes = new Date(now.getTime() + 5 * 60_000).toISOString();
    return {
      ID: `_${randomUUID()}`,
      AssertionID: `_${randomUUID()}`,
      Destination: options.sp.acsUrl,
      Audience: options.sp.entityId,
      SubjectRecipient: options.sp.acsUrl,
      Issuer: entityId,
      IssueInstant: now.toISOString(),
      StatusCode: samlify.Constants.StatusCode.Success,
      ConditionsNotBefore: now.toISOString(),
      ConditionsNotOnOrAfter: inFiveMinutes,
      SubjectConfirmationDataNotOnOrAfter: inFiveMinutes,
      NameIDFormat: UNSPECIFIED,
      NameID: user.nameId,
      InResponseTo: inResponseTo,
      ...overrides,
    };
  }

  function statements(
    user: IdpUser,
    tags: ResponseTags,
    sessionIndex: string,
  ): { AuthnStatement: string; AttributeStatement: string } {
    const attributes: Record<string, string[]> = {
      ...(user.email ? { email: [user.email] } : {}),
      ...(user.firstName ? { firstName: [user.firstName] } : {}),
      ...(user.lastName ? { lastName: [user.lastName] } : {}),
      ...user.attributes,
    };
    const attributeXml = Object.entries(attributes)
      .map(
        ([name, values]) =>
          `<saml:Attribute Name="${escapeXml(name)}" NameFormat="urn:oasis:names:tc:SAML:2.0:attrname-format:basic">${values
            .map((value) => `<saml:AttributeValue xsi:type="xs:string">${escapeXml(value)}</saml:AttributeValue>`)
            .join('')}</saml:Attribute>`,
      )
      .join('');
    return {
      AuthnStatement: `<saml:AuthnStatement AuthnInstant="${tags.IssueInstant}" SessionIndex="${sessionIndex}"><saml:AuthnContext><saml:AuthnContextClassRef>urn:oasis:names:tc:SAML:2.0:ac:classes:PasswordProtectedTransport</saml:AuthnContextClassRef></saml:AuthnContext></saml:AuthnStatement>`,
      AttributeStatement: attributeXml ? `<saml:AttributeStatement>${attributeXml}</saml:AttributeStatement>` : '',
    };
  }

  /** samlify's response template with the tags filled (escaped) and the statements in place. */
  function filledTemplate(template: string, tags: ResponseTags, raw: Record<string, string>): string {
    return template.replace(/\{(\w+)\}/g, (tag, name: string) =>
      name in raw ? (raw[name] as string) : name in tags ? escapeXml(tags[name as keyof ResponseTags]) : tag,
    );
  }

  const standIn = {
    entityId,
    keys,
    metadataXml: (): string => idp.getMetadata(),

    /** The AuthnRequest id of the shop's redirect to the stand-in (`Location` of do-login). */
    async requestIdOf(location: string): Promise<{ requestId: string; relayState: string }> {
      const url = new URL(location);
      const query = Object.fromEntries(url.searchParams);
      const parsed = await idp.parseLoginRequest(sp, 'redirect', {
        query,
        octetString: url.search
          .slice(1)
          .split('&')
          .filter((part) => !part.startsWith('Signature='))
          .join('&'),
      });
      return { requestId: String(parsed.extract.request?.id ?? ''), relayState: query.RelayState ?? '' };
    },

    /** A signed SAMLResponse (base64) for `user`, answering `inResponseTo`, with any tag overridden. */
    async signedResponse(user: IdpUser, inResponseTo: string, overrides: Partial<ResponseTags> = {}): Promise<string> {
      const tags = tagsFor(user, inResponseTo, overrides);
      const raw = statements(user, tags, `_session_${++sessionCount}`);
      const { context } = await idp.createLoginResponse(
        sp,
        { extract: { request: { id: inResponseTo } } },
        'post',
        { email: user.nameId },
        (template: string) => ({
          id: tags.ID,
          context: filledTemplate(template, tags, raw),
        }),
      );
      return context as string;
    },

    /** The same response without any signature (the XML of samlify's template, filled). */
    unsignedResponse(user: IdpUser, inResponseTo: string, overrides: Partial<ResponseTags> = {}): string {
      const tags = tagsFor(user, inResponseTo, overrides);
      const xml = filledTemplate(samlify.SamlLib.defaultLoginResponseTemplate.context, tags, statements(user, tags, '_unsigned'));
      return Buffer.from(xml).toString('base64');
    },

    /** Answers the shop's LogoutRequest (Location of do-logout): the URL of the shop's /saml/slo with a signed LogoutResponse. */
    async logoutResponseUrl(location: string): Promise<string> {
      const url = new URL(location);
      const query = Object.fromEntries(url.searchParams);
      const octetString = url.search
        .slice(1)
        .split('&')
        .filter((part) => !part.startsWith('Signature='))
        .join('&');
      const parsed = await idp.parseLogoutRequest(sp, 'redirect', { query, octetString });
      for (const [cookie, user] of idpSessions) if (user.nameId === parsed.extract.nameID) idpSessions.delete(cookie);
      const { context } = idp.createLogoutResponse(sp, { extract: parsed.extract }, 'redirect', query.RelayState ?? '');
      return context as string;
    },

    /** A LogoutRequest the IdP starts for a NameID (HTTP-Redirect to the shop's /saml/slo), signed unless told otherwise. */
    logoutRequestUrl(nameId: string, sessionIndex?: string): string {
      const { context } = idp.createLogoutRequest(sp, 'redirect', { logoutNameID: nameId, sessionIndex });
      return context as string;
    },

    /** The stand-in over HTTP: GET /sso shows the login form, POST /sso signs in and posts to the shop, GET /slo ends both sessions. */
    listen(port: number, host = '127.0.0.1'): Promise<Server> {
      const server = createServer((request, response) => {
        handle(request, response).catch((error: unknown) => {
          response.writeHead(400, { 'content-type': 'text/html; charset=utf-8' });
          response.end(html(`<p>Richiesta non valida: ${escapeXml(String((error as Error).message))}</p>`));
        });
      });
      return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
    },
  };

  function cookieOf(request: IncomingMessage): string | null {
    return /(?:^|;\s*)idp_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? null;
  }

  async function postToShop(response: ServerResponse, user: IdpUser, requestId: string, relayState: string, setCookie?: string) {
    const samlResponse = await standIn.signedResponse(user, requestId);
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(setCookie ? { 'set-cookie': setCookie } : {}) });
    response.end(
      html(
        `<form id="saml" method="post" action="${escapeXml(options.sp.acsUrl)}"><input type="hidden" name="SAMLResponse" value="${samlResponse}"><input type="hidden" name="RelayState" value="${escapeXml(relayState)}"><noscript><button>Continua</button></noscript></form><script>document.getElementById('saml').submit()</script>`,
      ),
    );
  }

  async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', options.baseUrl);
    if (request.method === 'GET' && url.pathname === '/metadata') {
      response.writeHead(200, { 'content-type': 'application/samlmetadata+xml' });
      response.end(standIn.metadataXml());
      return;
    }
    if (request.method === 'GET' && url.pathname === '/sso') {
      const { requestId, relayState } = await standIn.requestIdOf(url.href);
      const signedIn = idpSessions.get(cookieOf(request) ?? '');
      if (signedIn) return postToShop(response, signedIn, requestId, relayState);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(
        html(
          `<h1>Accesso aziendale (IdP di prova)</h1><form method="post" action="/sso"><input type="hidden" name="requestId" value="${escapeXml(requestId)}"><input type="hidden" name="RelayState" value="${escapeXml(relayState)}"><label>Utente <input name="username" autocomplete="username"></label><label>Password <input name="password" type="password"></label><button type="submit">Accedi</button></form>`,
        ),
      );
      return;
    }
    if (request.method === 'POST' && url.pathname === '/sso') {
      const form = await readForm(request);
      const user = options.users.find(
        (candidate) => candidate.username === form.get('username') && candidate.password === form.get('password'),
      );
      if (!user) {
        response.writeHead(401, { 'content-type': 'text/html; charset=utf-8' });
        response.end(html('<p>Utente o password errati.</p>'));
        return;
      }
      const cookie = randomUUID();
      idpSessions.set(cookie, user);
      return postToShop(
        response,
        user,
        form.get('requestId') ?? '',
        form.get('RelayState') ?? '',
        `idp_session=${cookie}; Path=/; HttpOnly`,
      );
    }
    if (request.method === 'GET' && url.pathname === '/slo') {
      const location = await standIn.logoutResponseUrl(url.href);
      response.writeHead(302, { location, 'set-cookie': 'idp_session=; Path=/; Max-Age=0' });
      response.end();
      return;
    }
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html('<p>Pagina non trovata.</p>'));
  }

  return standIn;
}

export type SamlIdpStandIn = ReturnType<typeof createSamlIdpStandIn>;
