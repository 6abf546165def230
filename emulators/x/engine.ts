/**
 * The authorization-code + PKCE engine: `oauth2-mock-server` on a private loopback port. It
 * issues the codes, binds each to its S256 challenge and checks the verifier (RFC 7636). The X
 * facade in oauth.ts adds what X enforces on top (client, redirect URI, 30 s single-use codes,
 * opaque tokens, rotation).
 */
import { OAuth2Server } from 'oauth2-mock-server'
import { isJsonObject, parseJson } from './json.ts'

export interface CodeRequest {
  clientId: string
  redirectUri: string
  scope: string
  state: string
  codeChallenge: string
}

export interface VerifierCheck {
  code: string
  codeVerifier: string
  clientId: string
  redirectUri: string
}

export type VerifierResult = { ok: true } | { ok: false; description: string }

export class PkceEngine {
  readonly #server: OAuth2Server
  readonly #url: string

  private constructor(server: OAuth2Server, url: string) {
    this.#server = server
    this.#url = url
  }

  static async start(): Promise<PkceEngine> {
    const server = new OAuth2Server(undefined, undefined, {
      endpoints: { authorize: '/i/oauth2/authorize', token: '/2/oauth2/token' },
    })
    await server.issuer.keys.generate('ES256')
    await server.start(0, '127.0.0.1')
    const url = server.issuer.url
    if (!url) throw new Error('x-emulator: the PKCE engine did not report its address')
    return new PkceEngine(server, url)
  }

  /** Issues an authorization code bound to an S256 code challenge. */
  async issueCode(request: CodeRequest): Promise<string> {
    const url = new URL('/i/oauth2/authorize', this.#url)
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: request.clientId,
      redirect_uri: request.redirectUri,
      scope: request.scope,
      state: request.state,
      code_challenge: request.codeChallenge,
      code_challenge_method: 'S256',
    }).toString()
    const response = await fetch(url, { redirect: 'manual' })
    await response.body?.cancel()
    const location = response.headers.get('location')
    const code = location ? new URL(location).searchParams.get('code') : null
    if (response.status !== 302 || !code) {
      throw new Error(`x-emulator: the PKCE engine answered ${response.status} without a code`)
    }
    return code
  }

  /** Checks a code verifier against the code's challenge; the engine forgets the code either way. */
  async verify(check: VerifierCheck): Promise<VerifierResult> {
    const response = await fetch(new URL('/2/oauth2/token', this.#url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: check.code,
        code_verifier: check.codeVerifier,
        client_id: check.clientId,
        redirect_uri: check.redirectUri,
      }),
    })
    const body = parseJson(await response.text())
    if (response.ok) return { ok: true }
    if (response.status === 400) {
      const detail = isJsonObject(body) && typeof body.detail === 'string' ? body.detail : ''
      return { ok: false, description: detail || 'code_verifier does not match code_challenge' }
    }
    throw new Error(`x-emulator: the PKCE engine answered ${response.status}`)
  }

  async stop(): Promise<void> {
    await this.#server.stop()
  }
}
