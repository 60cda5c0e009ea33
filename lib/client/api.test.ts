import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
// Importing the toaster registers how the end of a session is shown (setSessionEndNotice).
import { toast } from '@/components/ui/toast'
import { ApiRequestError, apiFetch, apiUrl, LOGOUT_REDIRECT_DELAY_MS } from './api'

type Call = { url: string; init: RequestInit }

function answer(status: number, body: unknown) {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
}

describe('apiFetch', () => {
  let calls: Call[]
  let assign: ReturnType<typeof vi.fn>
  let responses: Response[]

  beforeEach(() => {
    calls = []
    responses = []
    assign = vi.fn()
    vi.stubGlobal('window', { location: { assign } })
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return responses.shift() ?? answer(200, { message: 'ok', data: {} })
    })
    vi.spyOn(toast, 'loading')
    vi.spyOn(toast, 'success')
  })

  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('sends JSON with the cookie and unwraps the envelope', async () => {
    responses.push(answer(200, { message: 'Login Success !', data: { access_token: 'x' } }))
    const result = await apiFetch('auth/login', { method: 'POST', body: { mobile: '9841000000' } })
    expect(result).toEqual({ message: 'Login Success !', data: { access_token: 'x' } })
    expect(calls[0]!.url).toBe('/api/auth/login')
    expect(calls[0]!.init.credentials).toBe('same-origin')
    expect(calls[0]!.init.body).toBe('{"mobile":"9841000000"}')
    expect(new Headers(calls[0]!.init.headers).get('content-type')).toBe('application/json')
  })

  it("throws the server's message and field errors", async () => {
    responses.push(answer(400, { message: 'mobile: Please enter Valid Mobile Number !', errors: { mobile: 'Please enter Valid Mobile Number !' } }))
    const failure = await apiFetch('/api/auth/register', { method: 'POST', body: {} }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiRequestError)
    expect((failure as ApiRequestError).message).toBe('mobile: Please enter Valid Mobile Number !')
    expect((failure as ApiRequestError).status).toBe(400)
    expect((failure as ApiRequestError).errors).toEqual({ mobile: 'Please enter Valid Mobile Number !' })
    expect(assign).not.toHaveBeenCalled()
  })

  it('falls back to the raw body when the answer has no message', async () => {
    responses.push(new Response('Bad Gateway', { status: 502 }))
    await expect(apiFetch('auth/me')).rejects.toThrow('Bad Gateway')
  })

  it('on a token message: Logging Out, logout, Logged Out !, then / after 1 s', async () => {
    vi.useFakeTimers()
    responses.push(answer(401, { message: 'Failed : Token Expired' }))
    responses.push(answer(200, { message: 'Logged Out !', data: {} }))
    await expect(apiFetch('ngo/profile', { method: 'PUT', body: {} })).rejects.toThrow('Failed : Token Expired')
    await vi.advanceTimersByTimeAsync(0)
    expect(toast.loading).toHaveBeenCalledWith('Logging Out')
    expect(calls.map((call) => call.url)).toEqual(['/api/ngo/profile', '/api/auth/logout'])
    // The browser logs out with POST, which the origin rule lets through from the portal's own page.
    expect(calls[1]!.init.method).toBe('POST')
    expect(toast.success).toHaveBeenCalledWith('Logged Out !', expect.objectContaining({ id: expect.any(String) }))
    await vi.advanceTimersByTimeAsync(LOGOUT_REDIRECT_DELAY_MS - 1)
    expect(assign).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(assign).toHaveBeenCalledWith('/')
  })

  it('maps spec paths to /api', () => {
    expect(apiUrl('auth/login')).toBe('/api/auth/login')
    expect(apiUrl('/api/auth/me')).toBe('/api/auth/me')
  })
})
