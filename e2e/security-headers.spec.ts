import { expect, test } from '@playwright/test'

test.describe('security headers', () => {
  // The dashboard and profile pages a signed-out visitor gets are kept copies
  // with a hash-based policy (e2e/page-cache.spec.ts); other pages are rendered
  // for each request with a fresh nonce.
  test('pages carry a nonce-based CSP without unsafe-inline scripts, and the page still runs', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text())
    })
    const response = await page.goto('/open-data')
    const headers = response!.headers()
    const csp = headers['content-security-policy']
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
    expect(csp.match(/script-src[^;]*/)![0]).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-powered-by']).toBeUndefined()
    // HSTS only over HTTPS.
    expect(headers['strict-transport-security']).toBeUndefined()

    // Next's inline bootstrap scripts carry the nonce: nothing is refused while the page loads and navigates.
    await page.waitForFunction(() => 'next' in window)
    await page.getByRole('link', { name: 'English – भाषा' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    expect(violations).toEqual([])
  })

  test('each page load gets a fresh nonce', async ({ request }) => {
    const first = (await request.get('/open-data')).headers()['content-security-policy']
    const second = (await request.get('/open-data')).headers()['content-security-policy']
    expect(first).not.toBe(second)
  })

  test('HSTS is sent when the request came over HTTPS through a proxy', async ({ request }) => {
    const response = await request.get('/', { headers: { 'x-forwarded-proto': 'https' } })
    expect(response.headers()['strict-transport-security']).toContain('max-age=31536000')
  })

  test('API responses are locked down too', async ({ request }) => {
    const response = await request.get('/api/health')
    const headers = response.headers()
    expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['cache-control']).toContain('no-store')
  })

  test('/favicon.ico is the portal icon, an image cached for a day', async ({ request }) => {
    const response = await request.get('/favicon.ico')
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers['content-type']).toBe('image/png')
    expect(headers['cache-control']).toBe('public, max-age=86400')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect((await response.body()).subarray(1, 4).toString('latin1')).toBe('PNG')
  })
})
