/**
 * The Vatra flame (ui/public/logo.svg): a decorative mark next to the wordmark, hidden from assistive
 * technology. An image, not inline SVG: drawn by the browser from a cached file, it is no part of
 * every page's script.
 */
export const LogoMark = () => <img className="logo-mark" src="/logo.svg" width="32" height="32" alt="" />
