import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'

/** The languages React Aria speaks here: the site's two (ADR 0004). Any other locale falls back to en-US. */
const ARIA_LOCALES = ['uk-UA', 'en-US']

/**
 * React Aria bundles its own strings (drop zone announcements, …) in 34 languages and imports all of
 * them wherever one is used: the avatar's drop zone alone brought 80 KiB of them to the profile page.
 * This keeps the site's languages only, as React Aria's optimize-locales plugin does, by rewriting
 * each `intlStrings` module's imports and table.
 */
const ariaLocales = (): Plugin => ({
  name: 'aria-locales',
  enforce: 'pre',
  transform: {
    filter: { id: /[\\/]react-(aria|aria-components|stately)[\\/].*intlStrings\.m?js$/ },
    handler(code) {
      const other = (locale: string | undefined) => locale !== undefined && !ARIA_LOCALES.includes(locale)
      // `import $x from "../intl/dnd/ru-RU.mjs";` and the table's `"ru-RU": $x,` go together.
      const kept = code
        .split('\n')
        .filter(
          (line) =>
            !other(line.match(/^import \S+ from "[^"]*\/([a-z]{2}-[A-Z]{2})\.m?js";$/)?.[1]) &&
            !other(line.match(/^\s*"([a-z]{2}-[A-Z]{2})": \S+,?$/)?.[1]),
        )
      return { code: kept.join('\n'), map: null }
    },
  },
})

/**
 * Two checks React Aria's modules make when they load, each the page's first use of `Intl`, which
 * loads the browser's locale data: 30–60 ms of main thread on every page with a field, four times that
 * in Lighthouse's slowed CPU (most of `/login`'s total blocking time; found with a CPU profile of the
 * page's load). Both are rewritten to what they find without loading anything:
 * - the default locale's tag is checked with `Intl.DateTimeFormat.supportedLocalesOf`;
 *   `Intl.getCanonicalLocales` throws for exactly the same tags (both canonicalise the list first, and
 *   the check only catches that);
 * - `@internationalized/number` formats a `de-DE` number to learn whether `signDisplay` works; every
 *   browser of the build's target (es2022) has it.
 */
const INTL_PROBES: readonly { file: RegExp; probe: RegExp; replacement: string }[] = [
  {
    file: /[\\/]react-aria[\\/].*[\\/]i18n[\\/]useDefaultLocale\.m?js$/,
    probe: /Intl\.DateTimeFormat\.supportedLocalesOf\(/,
    replacement: 'Intl.getCanonicalLocales(',
  },
  {
    file: /[\\/]@internationalized[\\/]number[\\/].*NumberFormatter\.m?js$/,
    probe:
      /new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero'/,
    replacement: 'true',
  },
]

const intlProbes = (): Plugin => ({
  name: 'intl-probes',
  enforce: 'pre',
  transform: {
    filter: {
      id: /[\\/](react-aria[\\/].*useDefaultLocale|@internationalized[\\/]number[\\/].*NumberFormatter)\.m?js$/,
    },
    handler(code, id) {
      const probe = INTL_PROBES.find((candidate) => candidate.file.test(id))
      if (!probe?.probe.test(code)) return null
      return { code: code.replace(probe.probe, probe.replacement), map: null }
    },
  },
})

/**
 * Vike watches every link of a page with an IntersectionObserver of its own, and routes each link as it
 * comes into view, for pages that prefetch on `viewport`. This site prefetches a link's page on hover
 * (Vike's default, ADR 0039), so for a link in view Vike routes it and does nothing with the result:
 * 30–40 ms of main thread in one task shortly after hydration on a tournament page, its longest task
 * in Lighthouse's trace (docs/performance.md). This removes the observer; the hover and touch handlers
 * stay. The build fails if Vike's code no longer has the shape this expects.
 */
const VIEWPORT_OBSERVER =
  /\n\s*const observer = new IntersectionObserver\(\(entries\) => \{\s*entries\.forEach\(\(entry\) => \{\s*if \(entry\.isIntersecting\) \{\s*prefetchOnEvent\(linkTag, 'viewport'\);\s*\}\s*\}\);\s*\}\);\s*observer\.observe\(linkTag\);/
const noViewportPrefetch = (): Plugin => ({
  name: 'no-viewport-prefetch',
  applyToEnvironment: (environment) => environment.name === 'client',
  transform: {
    filter: { id: /[\\/]vike[\\/]dist[\\/]client[\\/]runtime-client-routing[\\/]prefetch\.js$/ },
    handler(code, id) {
      if (!VIEWPORT_OBSERVER.test(code))
        throw new Error(`${id}: Vike's link observer has changed; see noViewportPrefetch`)
      return { code: code.replace(VIEWPORT_OBSERVER, ''), map: null }
    },
  },
})

/** The light modules of the account screens' first render (see the `forms` chunk group below). */
const FORM_UI =
  /[\\/](ui[\\/]shared[\\/]form[\\/][^\\/]+|ui[\\/]features[\\/]accounts[\\/](AuthPanel\.tsx|NewPasswordScreen\.tsx|(email-forms|phone-code|sign-in-target|social-sign-in|checked-link)\.ts)|ui[\\/]shared[\\/]app[\\/](ports|lazy-port|lazy-actor)\.ts|core[\\/]accounts[\\/](phone-code-start|phone-input|phone-flow-form)\.ts|core[\\/]shared[\\/]validation[\\/]phone\.ts|core[\\/]shared[\\/]forms[\\/](form-context|posted-form|sign-in-message)\.ts|core[\\/]shared[\\/]validation[\\/]password-strength\.ts)$/

/** The account screens' own code that two of their pages or more share (the `accounts` group). */
const ACCOUNTS =
  /[\\/](core|adapters|ui[\\/]shared[\\/]form)[\\/]|[\\/]ui[\\/]shared[\\/]app[\\/](ports|http|inspect|lazy-port|lazy-actor)\.ts$|[\\/]ui[\\/]features[\\/](accounts[\\/](auth|email-forms|phone-code|AuthPanel|NewPasswordScreen|index|email-form-actor|phone-code-actor|auth-actor|checked-link|sign-in-target|social-sign-in)|profile[\\/](confirm-email|profile)|tournaments[\\/]timeline)\.tsx?$/

/** The teams' core modules (the join and team views, the team clock). */
const TEAMS_CORE = /[\\/]core[\\/]teams[\\/]/

/**
 * The form fields among them made with React Aria, which pages without such a field do without. The
 * text and password fields are plain elements (ADR 0038): they stay in the `forms` chunk.
 */
const FORM_FIELDS = /[\\/]ui[\\/]shared[\\/]form[\\/](Checkbox|RadioGroup|FieldHelp)\.tsx$/

/** React Aria and its helpers. */
const ARIA =
  /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized|clsx)[\\/]/
/**
 * Its drag and drop (the drop zone, the file trigger) and what only they use here (the components'
 * own strings, the drop zone's description): the image pickers only.
 */
const ARIA_DROP =
  /[\\/](dnd[\\/]|intl[\\/]dnd[\\/]|DropZone\.mjs$|FileTrigger\.mjs$|react-aria-components[\\/]dist[\\/]private[\\/](intl[\\/]|intlStrings\.mjs$)|utils[\\/]useDescription\.mjs$)/

/**
 * V8's explicit compile hint (Chrome 136 on): a file that starts with `//# allFunctionsCalledOnLoad` has
 * every function compiled on a background thread while it downloads, instead of each one on the main
 * thread when first called. Hydrating a page calls most of the code it loads at start (React, Vike's
 * router, the layout): with the hint, the main thread's script time of a tournament page's load fell
 * from about 400 to 290 ms (docs/performance.md). Only the files a page loads at start carry it, not
 * those loaded on demand (dialogs, toasts, the HTTP client), much of whose code never runs.
 */
const compileHints = (): Plugin => ({
  name: 'compile-hints',
  applyToEnvironment: (environment) => environment.name === 'client',
  // After Vite's own, which puts the chunk's list of dependencies first: the hint must be the first line.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      // What a page loads at start: its entry and everything that entry imports statically. A chunk
      // that only on-demand imports reach is not among them, even when it is no dynamic entry itself.
      const atStart = new Set<string>()
      const visit = (fileName: string) => {
        const file = bundle[fileName]
        if (atStart.has(fileName) || file?.type !== 'chunk') return
        atStart.add(fileName)
        for (const imported of file.imports) visit(imported)
      }
      for (const file of Object.values(bundle))
        if (file.type === 'chunk' && file.isEntry) visit(file.fileName)
      for (const fileName of atStart) {
        const file = bundle[fileName]
        if (file?.type === 'chunk') file.code = `//# allFunctionsCalledOnLoad\n${file.code}`
      }
    },
  },
})

/**
 * vike-react's client hook imports React DOM's client statically, so that React DOM starts while the
 * start script's top-level code runs; this gives it `ui/shared/app/react-dom-client.ts`, which starts
 * React DOM from a callback instead (why: that file).
 */
const REACT_DOM_CLIENT = fileURLToPath(new URL('ui/shared/app/react-dom-client.ts', import.meta.url))
const reactDomAfterStart = (): Plugin => ({
  name: 'react-dom-after-start',
  enforce: 'pre',
  applyToEnvironment: (environment) => environment.name === 'client',
  resolveId: {
    filter: { id: /^react-dom\/client$/ },
    handler(_source, importer) {
      if (
        importer === undefined ||
        !/[\\/]vike-react[\\/]dist[\\/]integration[\\/]onRenderClient\.js$/.test(importer)
      )
        return null
      return REACT_DOM_CLIENT
    },
  },
})

export default defineConfig({
  publicDir: 'ui/public',
  plugins: [
    reactDomAfterStart(),
    ariaLocales(),
    intlProbes(),
    noViewportPrefetch(),
    vike(),
    react(),
    compileHints(),
  ],
  build: { target: 'es2022', sourcemap: false },
  environments: {
    // The browser's chunks only: the server loads its modules from disk, and the groups below would
    // only make import cycles between its chunks (a schema read before the rule it uses was defined).
    client: {
      build: {
        // No preload lists in the code: every page's start code carried the chunk names of every other
        // page (1.4 KiB gzipped). The first page's chunks are preloaded by its HTML (Vike); a page reached
        // by a client navigation loads its chunks as its imports name them, and Vike fetches a link's
        // page on hover, before the click. The stylesheets a dynamic import needs still load with it.
        modulePreload: false,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // What a page loads first is a few files (at most 12, docs/performance.md): each group below
              // is one chunk, its modules' static imports included unless a group of higher priority took
              // them. Only modules some page imports statically (`$initial`) are grouped: what loads on
              // demand (dialogs, toasts, the HTTP client, dictionaries) keeps its own chunks. XState and
              // the dates are grouped wherever they load, so that what loads after hydration is one file too.
              groups: [
                // Every page needs React, Vike's client and the layout (header, footer, i18n runtime): one
                // chunk compresses better than the several small ones the splitter makes of them.
                {
                  name: 'framework',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler|vike|vike-react)[\\/]|[\\/]ui[\\/](\+(Layout|Head|onBeforeRenderClient|onAfterRenderClient|lang)|shared[\\/]app[\\/]react-dom-client)\.tsx?$/,
                  priority: 10,
                },
                // The libraries of the forms, each shared by many pages that need the rest of it too.
                {
                  name: 'effect',
                  test: /[\\/]node_modules[\\/]effect[\\/]/,
                  tags: ['$initial'],
                  priority: 5,
                },
                // XState whole, also where only on-demand code uses it (every machine loads on use, and the
                // tournament page's timeline after hydration): split by who imports what, it was two files.
                {
                  name: 'xstate',
                  test: /[\\/]node_modules[\\/](xstate|@xstate|use-sync-external-store)[\\/]/,
                  priority: 5,
                },
                {
                  name: 'aria',
                  // Not the drop zone's drag-and-drop code (ARIA_DROP): only the image pickers use it.
                  test: (id: string) => ARIA.test(id) && !ARIA_DROP.test(id),
                  tags: ['$initial'],
                  minShareCount: 2,
                  priority: 4,
                },
                // Small modules that pages of several features share (the clock, `NotProvided`, the
                // countdowns' arithmetic and wording, the session code's shape, the inquiry forms' field
                // names, which alone were merged into the console's results schemas): their own tiny chunk, or
                // a group below would take them, and a page of another feature that group's whole chunk.
                // The live updates' topics too (once merged with the results schemas, they brought Effect
                // to the results tab and My tournaments), and a best-of's games to win and the wall clock's
                // arithmetic (in the match page's chunk, they brought it to the console's editor and the
                // dates).
                {
                  name: 'shared',
                  test: /[\\/](adapters[\\/]browser[\\/]clock|core[\\/]shared[\\/]live[\\/]topics|core[\\/]accounts[\\/]session-code|core[\\/]inquiries[\\/]inquiry-fields|core[\\/]shared[\\/]not-provided|core[\\/]shared[\\/]format[\\/]duration|core[\\/]tournaments[\\/]best-of|core[\\/]shared[\\/]format[\\/]clock|ui[\\/]shared[\\/]components[\\/]countdown)\.ts$/,
                  priority: 6,
                },
                // How the tournament page and a match's page name stages, rounds and matches and link to
                // them: pure modules both read, one chunk. Left to the splitter,
                // `pickLocalized` sat in a chunk of the results desk's schemas, which brought effect (four
                // files) to both pages.
                {
                  name: 'match-words',
                  test: /[\\/](core[\\/]tournaments[\\/](localized|match-path|round-names)\.ts|ui[\\/]features[\\/]tournaments[\\/](StageTitle|tabs|results[\\/]names|match[\\/]match-texts)\.ts)$/,
                  priority: 6,
                },
                // Dates in Kyiv time (the tournament timeline, the profile's and the teams' dates): one chunk
                // of their own. In the `accounts` group below, whose merging of small chunks once put the
                // code field beside them, they brought React Aria to every tournament page.
                {
                  name: 'dates',
                  test: /[\\/](node_modules[\\/](date-fns|date-fns-tz)[\\/]|core[\\/]shared[\\/]format[\\/]datetime\.ts$|core[\\/]tournaments[\\/]timeline\.ts$)/,
                  priority: 5,
                },
                // What the account screens render with before anyone uses a form (panels, alerts, the form
                // element, the text fields, the forms' light hooks): one chunk of a few KiB, without React
                // Aria. Their machines and schemas load on use (ADR 0027), so nothing here may import them.
                {
                  name: 'forms',
                  test: (id: string) => FORM_UI.test(id) && !FORM_FIELDS.test(id),
                  tags: ['$initial'],
                  priority: 5,
                },
                // The machines' start views of the profile and the image pickers, which load their machines
                // on use (ADR 0027), and the small rules they read, with My tournaments' invitations' start
                // view (110 bytes, which alone was a file of its own): one chunk of about 1 KiB. Left to the
                // `accounts` group below, they were split in two chunks that imported each other. The team
                // cards' views stay out of it (the profile does without them).
                {
                  name: 'start-views',
                  test: /[\\/]core[\\/](shared[\\/]state-value|shared[\\/]uploads[\\/](upload-start|image-rules)|profile[\\/](profile-view|profile|contact-rules)|teams[\\/]invitation-view)\.ts$/,
                  tags: ['$initial'],
                  priority: 2,
                },
                // What the team cards and the tournament page's check-in notice read before any machine loads
                // (completeness, the check-in clock, the page's ticking clock, reading the page again, which
                // the console's team desk shares, a time with the viewer's own beside it, which the next
                // match shows), and the payouts' 24-hour promise, which the tournament page and the
                // console's payouts page share beside the clock: one chunk instead of five.
                {
                  name: 'team-cards',
                  test: /[\\/](core[\\/]teams[\\/](team-requirements|team-clock)|core[\\/]tournaments[\\/]payout-promise|ui[\\/]shared[\\/]components[\\/]page-clock|ui[\\/]shared[\\/]app[\\/]read-page-again)\.ts$|[\\/]ui[\\/]shared[\\/]components[\\/]LocalTime\.tsx$/,
                  tags: ['$initial'],
                  priority: 2,
                },
                // The React Aria fields: only the pages with such a field load them.
                { name: 'fields', test: FORM_FIELDS, tags: ['$initial'], priority: 3 },
                // The account screens' own code shared by two of them or more (form fields, flows, machines),
                // in as few chunks as the sets of pages that use it allow.
                {
                  name: 'accounts',
                  // The flows' hooks and the form controls, not the components of a single page. Not the
                  // teams' core modules: merged with small account chunks, they went to pages of the other
                  // feature (the team view to the profile).
                  test: (id: string) => ACCOUNTS.test(id) && !TEAMS_CORE.test(id),
                  tags: ['$initial'],
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 20_000,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
})
