/**
 * The landing's reading blocks as HTML, written by the server into the page's data (ADR 0033): the
 * page shows it as it is, on the server's render and after a client navigation alike, so the browser
 * loads none of their components. Server only: imported by the page's data hook.
 */
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { LandingBlocks, type LandingBlocksProps } from './LandingBlocks.tsx'

export const landingBlocksHtml = (props: LandingBlocksProps): string =>
  renderToStaticMarkup(createElement(LandingBlocks, props))
