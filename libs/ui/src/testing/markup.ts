/**
 * The visible text of server-rendered markup (the API's server bundles' renders): style sheets and
 * tags left out, React's separators dropped, entities decoded, white space collapsed.
 */
export function markupText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}
