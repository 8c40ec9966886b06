// The readable API docs at /api/docs: Redoc's bundle, served from our own origin (scripts/build.mjs copies it),
// started by a script that carries the CSP nonce, in the reader's theme, with our fixes to its styles.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { html, raw } from 'hono/html';

/** Where the build puts the docs bundle (scripts/build.mjs copies it under the client's hashed assets). */
export function docsBundlePath(): string {
  const require = createRequire(import.meta.url);
  const { version } = JSON.parse(readFileSync(require.resolve('redoc/package.json'), 'utf8')) as {
    version: string;
  };
  return `/assets/redoc-${version}.js`;
}

/** The readable docs: Redoc, in the reader's theme (the site's choice, else the system's), telemetry off. */
export function docsPage(nonce: string, bundle: string) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>Blockcast API documentation</title>
        <meta
          name="description"
          content="The Blockcast API: market data, news, press releases and the shows schedule as JSON."
        />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style>
          body {
            margin: 0;
          }
          noscript p {
            font:
              16px/1.5 system-ui,
              sans-serif;
            margin: 2rem;
          }
          /* Redoc's colours that fall short of WCAG AA (4.5:1): darker in the light theme, lighter in the dark. */
          html:root.light {
            --search-trigger-color: #5f6170;
            --code-block-tokens-string-color: #1d5fbf;
            --code-block-tokens-property-string-color: #1d5fbf;
            --button-content-color-link: #1459c7;
            --link-color-primary: #1459c7;
          }
          html:root.light .tag-get {
            --tag-color: #117a42;
          }
          html:root.dark {
            --search-trigger-color: #a3a5b0;
          }
          /* Also when Redoc marks the property in view, which sets its colour directly. */
          html:root.dark .schema-name {
            color: #a9a6ff !important;
          }

          /*
           * Narrow screens. Redoc's styles come after these (styled-components adds them as it draws), so each rule
           * starts with html:root to outweigh a single class; its stable hooks are data-component-name and
           * data-testid (its class names change with each build).
           * A word longer than the line (a path, "CoinMarketCap-compatible,") breaks rather than runs off.
           */
          html:root :is(h1, h2, h3, h4, h5, h6) {
            overflow-wrap: anywhere;
          }
          @media (max-width: 672px) {
            /* A title has the row to itself and the Copy button goes under it: beside the button it had a column
               about 120 px wide at 320 px, and "Blockcast" broke in two. */
            html:root div:has(> div > [data-testid='page-actions']) {
              flex-wrap: wrap;
            }
            /* The samples' address menu shows the call's whole URL, wrapped, on the screen (it ran 23 px off it). */
            html:root [data-component-name='Panel/PanelHeader'] [data-testid='dropdown-menu'] {
              width: calc(100vw - 5rem);
            }
            html:root [data-component-name='Panel/PanelHeader'] [role='menuitem'] :is(span, div) {
              white-space: normal;
              overflow-wrap: anywhere;
            }
          }
          @media (max-width: 480px) {
            html:root {
              --h1-font-size: 28px;
              --h1-line-height: 36px;
              --h2-font-size: 24px;
              --h2-line-height: 32px;
            }
          }
          html:root [data-testid='dropdown-menu'] {
            max-width: calc(100vw - 4rem);
          }
          /* A tag's list of its calls: each path whole and wrapped, not cut to "/api/coinmarketcap/cryp…". */
          html:root [data-component-name='Tooltip/Tooltip'] > a > [data-component-name='Button/Button'],
          html:root [data-component-name='Tooltip/Tooltip'] > a > [data-component-name='Button/Button'] span {
            height: auto;
            white-space: normal;
            overflow-wrap: anywhere;
            text-align: start;
          }
          /* Search results wrap their paths: a long one made the whole list scroll sideways. */
          html:root [data-component-name='Search/SearchItem'] section {
            min-width: 0;
          }
          html:root [data-component-name='Search/SearchItem'] span {
            overflow-wrap: anywhere;
          }
        </style>
      </head>
      <body>
        <noscript
          ><p>
            The documentation needs JavaScript. The document itself is at
            <a href="/api/openapi.json">/api/openapi.json</a>.
          </p></noscript
        >
        <div id="docs"></div>
        <script type="module" nonce="${nonce}">
          let theme = null;
          try {
            theme =
              localStorage.getItem('theme') ||
              (/(?:^|;\\s*)theme=(light|dark)/.exec(document.cookie) || [])[1];
            if (theme === 'light' || theme === 'dark') localStorage.setItem('redoc.colorMode', theme);
          } catch {}
          const { init } = await import(${raw(JSON.stringify(bundle))});
          init('/api/openapi.json', { disableTelemetry: true }, document.getElementById('docs'));
        </script>
      </body>
    </html>`;
}
