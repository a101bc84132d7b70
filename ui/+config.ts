import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

// Global page configuration. Pages live under ui/pages/; `filesystemRoutingRoot` keeps `ui/` out of
// their URLs, so ui/pages/about/+Page.tsx is served at /about (and /en/about).
export default {
  extends: [vikeReact],
  filesystemRoutingRoot: '/',
  passToClient: ['locale', 'origin', 'buildId', 'communityLinks', 'renderYear'],
  favicon: '/favicon.svg',
} satisfies Config
