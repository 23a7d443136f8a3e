// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { pageHtmlOf } from './page-html';

describe('pageHtmlOf', () => {
  it('keeps the markup and JSON-LD, drops scripts, styles, SVG, noscript and the Careerloom panel', () => {
    document.head.innerHTML =
      '<title>Job Application for Data Engineer at Acme</title><script type="application/ld+json">{"@type":"JobPosting"}</script><script>track()</script><style>p{}</style>';
    document.body.innerHTML =
      '<p>About the job</p><svg><path d="M0"/></svg><noscript>enable js</noscript><div data-careerloom-root>panel</div>';
    const html = pageHtmlOf(document);
    expect(html).toContain('Job Application for Data Engineer at Acme');
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toContain('About the job');
    for (const gone of ['track()', 'p{}', '<svg', 'enable js', 'panel</div>']) expect(html).not.toContain(gone);
  });
});
