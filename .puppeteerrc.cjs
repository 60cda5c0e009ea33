// pa11y drives Debian's Chromium (its headless shell, e2e/validators.spec.ts):
// puppeteer must never download a browser of its own at install.
/** @type {import('puppeteer').Configuration} */
module.exports = { skipDownload: true }
