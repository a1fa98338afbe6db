/** The widget's page around its bundled script: one self-contained HTML document, no network. */

const STYLE = `
:root { color-scheme: light dark; font: 14px/1.4 system-ui, sans-serif; }
body { margin: 0; padding: 12px; }
h1 { font-size: 16px; margin: 0 0 8px; }
ul { margin: 0 0 8px; padding-left: 20px; }
button { font: inherit; padding: 4px 10px; }
p { margin: 0 0 8px; }
`;

/** `script` as the page's one inline script; `</script` inside it is escaped so it cannot end early. */
export function widgetPage(title: string, script: string): string {
  const safe = script.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
  return `<!doctype html>
<html>
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body>
<script>${safe}</script>
</body>
</html>
`;
}
