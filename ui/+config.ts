import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

// Global page configuration. Pages live under ui/pages/; `filesystemRoutingRoot` keeps `ui/` out of
// their URLs, so ui/pages/about/+Page.tsx is served at /about (and /en/about).
export default {
  extends: [vikeReact],
  filesystemRoutingRoot: '/',
  // `user` and `signedIn` come from the session the server read (server/platform/http/vike.ts); the session
  // itself (with its tokens) never leaves the server.
  passToClient: [
    'locale',
    'origin',
    'buildId',
    'communityLinks',
    'signInProviders',
    'renderYear',
    'user',
    'signedIn',
    'sessionExpired',
    'signInMethod',
    'keptQuery',
    // The forms' request-forgery token, and a form sent without JavaScript coming back (ADR 0020).
    'formToken',
    'postedForm',
    // The offer to switch language, decided by the server from the cookie and Accept-Language.
    'languageOffer',
  ],
  // A PNG (favicon.svg rendered at 48 px): the browser draws an SVG icon in a document of its own, a
  // task of 15–40 ms after every page's first paint (docs/performance.md).
  favicon: '/favicon.png',
  meta: {
    // Who may see a page (ADR 0016): a page folder's `+access.ts` says `export default 'user'`
    // (or 'guest'); it applies to the folder's children too. Read by the one
    // guard, on the server only.
    access: { env: { server: true } },
    // The guard (ui/+guard.ts) runs on the server only: every client navigation fetches the page's
    // context from the server (its init carries the session), so the session is re-read there with
    // the browser's cookies and no guard code ships to the browser.
    guard: { env: { server: true } },
    // A page folder whose forms the server answers without JavaScript says `export default true` in
    // its `+forms.ts` (ADR 0020), or `'signed-in'` when only a signed-in user's page has them; read by
    // the server after rendering, to set the forms' cookie.
    forms: { env: { server: true } },
  },
} satisfies Config
